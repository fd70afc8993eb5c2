import { headingId, headingText, readerFontSize, tableOfContents } from '../toc';

describe('tableOfContents', () => {
  it('lists #, ## and ### lines in order with their levels and lines', () => {
    const md = '# Giriş\n\nMetin\n\n## Kurulum Adımları\n\n### Unity Hub\n\n#### Çok derin\n\n#Boşluksuz';
    expect(tableOfContents(md)).toEqual([
      { level: 1, text: 'Giriş', id: 'giriş', line: 1 },
      { level: 2, text: 'Kurulum Adımları', id: 'kurulum-adımları', line: 5 },
      { level: 3, text: 'Unity Hub', id: 'unity-hub', line: 7 },
    ]);
  });

  it('keeps Turkish letters readable and lowercases them the Turkish way', () => {
    expect(headingId('IŞIK ve İçerik')).toBe('ışık-ve-içerik');
    expect(headingId('Çoklu Oyunculu Öğeler: Ağ Kodu!')).toBe('çoklu-oyunculu-öğeler-ağ-kodu');
    expect(headingId('C# ile   2D — Oyun')).toBe('c-ile-2d-oyun');
    expect(headingId('!!!')).toBe('baslik');
  });

  it('makes repeated headings unique on the page', () => {
    const ids = tableOfContents('## Örnek\n## Örnek\n## Örnek-2\n## Örnek', ['örnek-3']).map((e) => e.id);
    expect(ids).toEqual(['örnek', 'örnek-2', 'örnek-2-2', 'örnek-4']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ignores lines inside fenced code and strips markdown from the text', () => {
    const md = '```bash\n# bir yorum\n```\n## **Kalın** ve `kod` ile [bağlantı](https://x.y)\n~~~\n# yok\n~~~';
    expect(tableOfContents(md)).toEqual([{ level: 2, text: 'Kalın ve kod ile bağlantı', id: 'kalın-ve-kod-ile-bağlantı', line: 4 }]);
    expect(headingText('## kapanış ##'.replace(/^#+ /, ''))).toBe('kapanış ##');
  });
});

describe('readerFontSize', () => {
  it('keeps 12–24 in 2 px steps, 16 for anything unreadable', () => {
    expect(readerFontSize(16)).toBe(16);
    expect(readerFontSize('18')).toBe(18);
    expect(readerFontSize(30)).toBe(24);
    expect(readerFontSize(4)).toBe(12);
    expect(readerFontSize(17)).toBe(18);
    expect(readerFontSize(null)).toBe(16);
    expect(readerFontSize('abc')).toBe(16);
  });
});
