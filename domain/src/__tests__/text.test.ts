import {
  BLOG_EXCERPT_WORDS,
  EXCERPT_LENGTH,
  blogExcerptWords,
  excerpt,
  readingTime,
  stripMarkdown,
  stripMarkup,
  truncateText,
  normaliseHeadingDepths,
  withoutRepeatedTitle,
  wordCount,
} from '../text';
import { headingId, tableOfContents } from '../toc';
import { MESSAGES } from '../messages';

describe('stripMarkdown', () => {
  test('removes code blocks with their content and keeps inline code text', () => {
    expect(stripMarkdown('Önce:\n\n```csharp\nvoid Update() {}\n```\n\nsonra `Time.deltaTime` kullan.')).toBe(
      'Önce: sonra Time.deltaTime kullan.',
    );
    expect(stripMarkdown('Başla\n~~~\nkod\n~~~\nbitir')).toBe('Başla bitir');
    expect(stripMarkdown('Yarım\n```js\nconst a = 1;')).toBe('Yarım');
  });
  test('removes heading marks but keeps # inside words', () => {
    expect(stripMarkdown('# Başlık\n## C# Dersleri ##\nmetin')).toBe('Başlık C# Dersleri metin');
    expect(stripMarkdown('## 1. Hedefi belirleyin\n\n1. ilk\n2) ikinci')).toBe('1. Hedefi belirleyin ilk ikinci');
    expect(stripMarkdown('> - alıntı\n\n- - -\n\n* * *\nson')).toBe('alıntı son');
  });
  test('removes emphasis but leaves snake_case and arithmetic alone', () => {
    expect(stripMarkdown('**kalın** ve *eğik* ve __alt__ ve _tek_ ve ~~çizili~~')).toBe('kalın ve eğik ve alt ve tek ve çizili');
    expect(stripMarkdown('player_move_speed değişkeni')).toBe('player_move_speed değişkeni');
  });
  test('keeps link text, removes images and HTML', () => {
    expect(stripMarkdown('[Godot belgeleri](https://docs.godotengine.org) ![ekran](a.png) <b>önemli</b><br/>')).toBe(
      'Godot belgeleri önemli',
    );
    expect(stripMarkdown('Bkz. [rehber][1]\n\n[1]: https://example.com')).toBe('Bkz. rehber');
  });
  test('removes quote and list markers and collapses whitespace', () => {
    expect(stripMarkdown('> alıntı\n\n- bir\n* iki\n1. üç\n\n---\n\n   son   ')).toBe('alıntı bir iki üç son');
  });
});

describe('stripMarkdown on text without markup', () => {
  test('every catalogue sentence comes back as the full passes give it', () => {
    for (const text of Object.values(MESSAGES)) expect(stripMarkdown(text)).toBe(stripMarkup(text));
    expect(stripMarkdown('Hareket, kamera, tile map ve ilk bölüm')).toBe('Hareket, kamera, tile map ve ilk bölüm');
  });
  test('any short text of letters, spaces and markup characters: the shortcut never differs from the passes', () => {
    const alphabet = [
      'a',
      'ğ',
      'C',
      '1',
      ' ',
      ' ',
      '-',
      '+',
      '.',
      ')',
      '(',
      '#',
      '>',
      '<',
      '*',
      '_',
      '`',
      '~',
      '[',
      ']',
      '!',
      ':',
      '\n',
      '\t',
      '\u00a0',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let unchanged = 0;
    for (let i = 0; i < 20000; i++) {
      let text = '';
      const length = 1 + Math.floor(next() * 10);
      for (let j = 0; j < length; j++) text += alphabet[Math.floor(next() * alphabet.length)];
      if (stripMarkdown(text) === text) unchanged++;
      expect([text, stripMarkdown(text)]).toEqual([text, stripMarkup(text)]);
    }
    expect(unchanged).toBeGreaterThan(1000);
  });
});

describe('excerpt', () => {
  test('returns short text unchanged', () => {
    expect(excerpt('**Kısa** metin', 120)).toBe('Kısa metin');
  });
  test('cuts at a word boundary and adds an ellipsis', () => {
    const text = 'Unity ile oyun geliştirmeye başlamak isteyenler için adım adım rehber';
    expect(excerpt(text, 30)).toBe('Unity ile oyun geliştirmeye…');
    expect(excerpt(text, 30).length).toBeLessThanOrEqual(31);
  });
  test('keeps a word that ends exactly at the limit', () => {
    expect(truncateText('abc def ghi', 7)).toBe('abc def…');
  });
  test('drops trailing punctuation before the ellipsis', () => {
    expect(truncateText('Merhaba, dünya ve evren', 9)).toBe('Merhaba…');
  });
  test('hard-cuts a single overlong word', () => {
    expect(truncateText('https://example.com/çok/uzun/bir/adres', 10)).toBe('https://ex…');
  });
  test('lengths of the spec', () => {
    expect(EXCERPT_LENGTH).toEqual({ card: 120, list: 200, quote: 150, metaDescription: 160, adminPreview: 100 });
    const long = 'kelime '.repeat(100);
    expect(excerpt(long, EXCERPT_LENGTH.card)).toBe(`${'kelime '.repeat(17).trim()}…`);
  });
});

describe('blog excerpt and reading time', () => {
  test('first 30 words', () => {
    const words = Array.from({ length: 40 }, (_, i) => `k${i + 1}`);
    expect(BLOG_EXCERPT_WORDS).toBe(30);
    expect(blogExcerptWords(words.join(' '))).toBe(`${words.slice(0, 30).join(' ')}…`);
    expect(blogExcerptWords('iki kelime')).toBe('iki kelime');
  });
  test('reading time at 200 words a minute, at least 1', () => {
    expect(readingTime('')).toBe(1);
    expect(readingTime('kelime '.repeat(200))).toBe(1);
    expect(readingTime('kelime '.repeat(201))).toBe(2);
    expect(readingTime('kelime '.repeat(1000))).toBe(5);
    expect(wordCount('# Başlık\n\n**bir** iki')).toBe(3);
  });
});

describe('table of contents', () => {
  test('levels 1–3 outside code, ids lowercased with dashes, repeats numbered', () => {
    const md = [
      '# Giriş',
      'metin',
      '## Kurulum Adımları',
      '```',
      '# yorum satırı',
      '```',
      '### İlk Sahne',
      '#### Çok derin',
      '## Kurulum Adımları',
    ].join('\n');
    expect(tableOfContents(md).map(({ line: _line, ...entry }) => entry)).toEqual([
      { level: 1, text: 'Giriş', id: 'giriş' },
      { level: 2, text: 'Kurulum Adımları', id: 'kurulum-adımları' },
      { level: 3, text: 'İlk Sahne', id: 'ilk-sahne' },
      { level: 2, text: 'Kurulum Adımları', id: 'kurulum-adımları-2' },
    ]);
    expect(headingId('  Oyun   Döngüsü ')).toBe('oyun-döngüsü');
  });
});

describe('withoutRepeatedTitle', () => {
  it('drops an opening h1 that repeats the page title', () => {
    expect(withoutRepeatedTitle('# Hakkımızda\n\nOyunDev…', 'Hakkımızda')).toBe('OyunDev…');
    expect(withoutRepeatedTitle('  # İLETİŞİM #\nMetin', 'İletişim')).toBe('Metin');
  });
  it('keeps a body whose first heading says something else, or is not an h1', () => {
    expect(withoutRepeatedTitle('# Başka\n\nMetin', 'Hakkımızda')).toBe('# Başka\n\nMetin');
    expect(withoutRepeatedTitle('## Hakkımızda\n\nMetin', 'Hakkımızda')).toBe('## Hakkımızda\n\nMetin');
    expect(withoutRepeatedTitle('Metin\n\n# Hakkımızda', 'Hakkımızda')).toBe('Metin\n\n# Hakkımızda');
  });
});

describe('normaliseHeadingDepths', () => {
  const tree = (...depths: number[]) => ({
    type: 'root',
    children: depths.map((depth) => ({ type: 'heading', depth, children: [{ type: 'text' }] })),
  });
  const depthsOf = (t: ReturnType<typeof tree>) => t.children.map((h) => h.depth);

  it('starts at level 1 whether the writer began with # or ##', () => {
    const hashes = tree(2, 3, 2);
    normaliseHeadingDepths(hashes);
    expect(depthsOf(hashes)).toEqual([1, 2, 1]);
  });
  it('closes a skipped level and allows going back up', () => {
    const skipping = tree(1, 3, 4, 1, 4);
    normaliseHeadingDepths(skipping);
    expect(depthsOf(skipping)).toEqual([1, 2, 3, 1, 2]);
  });
  it('leaves a tree without headings alone', () => {
    const plain = { type: 'root', children: [{ type: 'paragraph' }] };
    normaliseHeadingDepths(plain);
    expect(plain).toEqual({ type: 'root', children: [{ type: 'paragraph' }] });
  });
});
