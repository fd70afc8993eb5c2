// onPostBuild's scan of the built pages (site/src/pagedata/html-scan.ts): which pages ask not to be indexed (the
// sitemap leaves them out), which hold a NUL byte (the build fails), and that an unchanged page is not read again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './util.mjs';
import { importCompiled, scratchDir } from './compiled-module.mjs';

const work = scratchDir('html-scan');
const loadScan = async () => (await importCompiled(path.join(ROOT, 'site/src/pagedata/html-scan.ts'), work)).scanHtml;

const page = (head, body) => `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"/>${head}</head><body>${body}</body></html>`;
const NOINDEX_META = '<meta name="robots" content="noindex, follow"/>';

test('the scan flags the pages whose head asks not to be indexed and those with a NUL byte, and reads only changed pages', async () => {
  const scanHtml = await loadScan();
  const pub = path.join(work, 'public');
  const write = (file, html) => {
    fs.mkdirSync(path.dirname(path.join(pub, file)), { recursive: true });
    fs.writeFileSync(path.join(pub, file), html);
  };
  // More pages than the scan reads at once, in nested folders, with Turkish text around the markup.
  for (let i = 0; i < 40; i++) write(`forum/konu/konu-${i}/index.html`, page('<title>Konu</title>', `<p>Çalışan şeyler ${i}: ğüşıöç</p>`));
  write('index.html', page('<title>OyunDev</title>', '<p>Ana sayfa</p>'));
  write('arama/index.html', page(`<title>Arama</title>${NOINDEX_META}`, '<p>Arama sonuçları — ğüş</p>'));
  // A robots meta outside the head binds no crawler (and members' text is escaped before it gets there).
  write(
    'forum/konu/alintilayan/index.html',
    page('<title>Alıntı</title>', `<p>${NOINDEX_META}</p><p>&lt;meta name="robots" content="noindex"&gt;</p>`),
  );
  write('bozuk/index.html', page('<title>Bozuk</title>', '<p>Bozuk\u0000metin</p>'));
  write('not-html.txt', 'hiçbiri');

  const index = path.join(work, 'cache', 'scan.json');
  const first = await scanHtml(pub, index);
  assert.equal(first.read, 44);
  const byFile = new Map(first.pages.map((p) => [p.file, p]));
  assert.equal(byFile.size, 44);
  assert.deepEqual(
    first.pages.filter((p) => p.noindex).map((p) => p.file),
    ['arama/index.html'],
  );
  assert.deepEqual(
    first.pages.filter((p) => p.nul).map((p) => p.file),
    ['bozuk/index.html'],
  );
  assert.equal(byFile.get('forum/konu/konu-39/index.html')?.noindex, false);

  // Nothing changed: every page comes from the index unread, with the same answers.
  const second = await scanHtml(pub, index);
  assert.equal(second.read, 0);
  assert.deepEqual(
    [...second.pages].sort((a, b) => a.file.localeCompare(b.file)),
    [...first.pages].sort((a, b) => a.file.localeCompare(b.file)),
  );

  // A rebuilt page is read again and its new head counts.
  write('forum/konu/konu-7/index.html', page(`<title>Konu 7 — gizli</title>${NOINDEX_META}`, '<p>Yeni sürüm</p>'));
  const third = await scanHtml(pub, index);
  assert.equal(third.read, 1);
  assert.deepEqual(
    third.pages
      .filter((p) => p.noindex)
      .map((p) => p.file)
      .sort(),
    ['arama/index.html', 'forum/konu/konu-7/index.html'],
  );
});
