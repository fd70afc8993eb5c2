// StaticMarkdown's plain-text path (site/src/components/common/plainMarkdown.tsx) against the markdown renderer it
// stands in for (site/src/components/common/Markdown.tsx): for every text the path takes, both must write the same
// HTML; texts with anything markdown could read are left to the renderer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './util.mjs';
import { importCompiled, scratchDir } from './compiled-module.mjs';

const work = scratchDir('plain-markdown');

/** Both components with React's static renderer, compiled to one ES module. */
async function components() {
  const entry = path.join(work, 'entry.ts');
  fs.writeFileSync(
    entry,
    `export { Markdown } from ${JSON.stringify(path.join(ROOT, 'site/src/components/common/Markdown.tsx'))};\n` +
      `export { PlainMarkdown, plainParagraphs } from ${JSON.stringify(path.join(ROOT, 'site/src/components/common/plainMarkdown.tsx'))};\n` +
      `export { createElement } from 'react';\nexport { renderToStaticMarkup } from 'react-dom/server';\n`,
  );
  return importCompiled(entry, work, {
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    alias: { '@oyundev/domain': path.join(ROOT, 'domain/src/index.ts') },
    nodePaths: [path.join(ROOT, 'node_modules')],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'error',
  });
}

const { Markdown, PlainMarkdown, plainParagraphs, createElement, renderToStaticMarkup } = await components();
const html = (element) => renderToStaticMarkup(element);
const React = { createElement };

const seedComments = () => {
  const source = fs.readFileSync(path.join(ROOT, 'cms/src/seed/content/blog.ts'), 'utf8');
  const block = (name) => source.match(new RegExp(`export const ${name}: string\\[\\] = \\[([\\s\\S]*?)\\n\\];`))[1];
  return [...(block('COMMENTS') + block('COMMENT_REPLIES')).matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1].replace(/\\'/g, "'"));
};

const PLAIN = [
  '',
  'Harika bir yazı olmuş, elinize sağlık!',
  'İlk satır\nikinci satır',
  'Bir paragraf.\n\nİkinci paragraf; iki nokta: ve soru?',
  '\n\nBoşluklu başlangıç\n\n\n\nve son\n\n',
  '"Tırnak" ve ‘tek’ “çift” — uzun – kısa… (parantez) %50 ve/veya C++ = 3',
  '2024 yılında başladım.',
  'Ünlü ÇĞİÖŞÜ çğıöşü harfler',
];

const NOT_PLAIN = [
  '*vurgu*',
  '_alt_',
  '`kod`',
  '# başlık',
  '- liste',
  '+ liste',
  '1. sıra',
  '3) sıra',
  '> alıntı',
  'satır  \nsonu iki boşluk',
  ' başta boşluk',
  'sonda boşluk ',
  '    girintili kod',
  'www.ornek.com adresine bakın',
  'https://ornek.com',
  'Bağlantı: mailto:a',
  '@ahmet teşekkürler',
  'a & b',
  'a < b',
  '[bağlantı](/x)',
  'Başlık\n===',
  'Başlık\n---',
  'tablo | sütun',
  '~~üstü çizili~~',
  'ters\\bölü',
  'satır\r\nsonu',
  'sekme\tvar',
];

test('the plain path writes what the markdown renderer writes', () => {
  for (const text of [...PLAIN, ...seedComments()]) {
    const paragraphs = plainParagraphs(text);
    assert.ok(paragraphs, `plain: ${JSON.stringify(text)}`);
    assert.equal(html(React.createElement(PlainMarkdown, { paragraphs })), html(React.createElement(Markdown, null, text)), text);
    assert.equal(
      html(React.createElement(PlainMarkdown, { paragraphs, className: 'x' })),
      html(React.createElement(Markdown, { className: 'x' }, text)),
    );
  }
});

test('texts markdown could read go to the renderer', () => {
  for (const text of NOT_PLAIN) assert.equal(plainParagraphs(text), null, JSON.stringify(text));
});
