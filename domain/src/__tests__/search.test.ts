import {
  allWordsTsquery,
  anyWordTsquery,
  asciiFold,
  foldTr,
  highlightParts,
  highlightTerms,
  phraseTsquery,
  searchSnippet,
  searchWords,
  wordForms,
  SEARCH_MAX_WORDS,
  SEARCH_WORD_MAX,
} from '../search';
import { searchRequestSchema } from '../contracts/search';

describe('Turkish folding', () => {
  it('lowercases with Turkish rules whatever the locale', () => {
    expect(foldTr('İSTANBUL')).toBe('istanbul');
    expect(foldTr('IŞIK')).toBe('ışık');
    expect(foldTr('Istanbul')).toBe('ıstanbul');
  });
  it('removes accents so ASCII typing meets Turkish text', () => {
    expect(asciiFold('Geliştirici')).toBe('gelistirici');
    expect(asciiFold('İSTANBUL')).toBe('istanbul');
    expect(asciiFold('Istanbul')).toBe('istanbul');
    expect(asciiFold('ÇARPIŞMA ĞÜÖ')).toBe('carpisma guo');
  });
});

describe('searchWords', () => {
  it('keeps letters and digits only: tsquery syntax, punctuation, emoji and NUL never survive', () => {
    expect(searchWords("motor & !oyun | (shader):* <-> 'x'")).toEqual(['motor', 'oyun', 'shader', 'x']);
    expect(searchWords('!!! ??? ... 🎮🔥')).toEqual([]);
    expect(searchWords('uni\u0000ty')).toEqual(['uni', 'ty']);
  });
  it("drops a suffix after an apostrophe: Unity'de, Godot’ta", () => {
    expect(searchWords("Unity'de Godot’ta")).toEqual(['unity', 'godot']);
  });
  it('bounds the number and length of words', () => {
    expect(searchWords('a b c d e f g h i j k').length).toBe(SEARCH_MAX_WORDS);
    expect(searchWords('x'.repeat(10_000))[0]).toHaveLength(SEARCH_WORD_MAX);
    expect(searchWords('oyun oyun OYUN')).toEqual(['oyun']);
  });
});

describe('tsquery building', () => {
  it('matches a word by accent-free prefix and by its stem', () => {
    expect(wordForms({ word: 'motorları', stem: 'motor' })).toEqual(["'motorlari':*", "'motor':*"]);
    expect(wordForms({ word: 'geliştirici', stem: 'geliştiriç' })).toEqual(["'gelistirici':*", "'geliştiriç':*", "'gelistiric':*"]);
  });
  it("ignores an over-stemmed stem ('oyun' → 'oy') and does not prefix-match 2-letter words", () => {
    expect(wordForms({ word: 'oyun', stem: 'oy' })).toEqual(["'oyun':*"]);
    expect(wordForms({ word: 'ai', stem: 'ai' })).toEqual(["'ai'"]);
  });
  it('joins words: all for matching, any for ranking, adjacent for the phrase', () => {
    const words = [
      { word: 'oyun', stem: 'oy' },
      { word: 'motoru', stem: 'motor' },
    ];
    expect(allWordsTsquery(words)).toBe("'oyun':* & ('motoru':* | 'motor':*)");
    expect(anyWordTsquery(words)).toBe("'oyun':* | ('motoru':* | 'motor':*)");
    // Weighted: only the title's (A) or the tags' (B) text matches.
    expect(allWordsTsquery(words, 'A')).toBe("'oyun':*A & ('motoru':*A | 'motor':*A)");
    expect(anyWordTsquery([{ word: 'ai', stem: 'ai' }], 'B')).toBe("'ai':B");
    expect(phraseTsquery(words)).toBe("'oyun' <-> 'motoru':*");
    expect(phraseTsquery([words[0]!])).toBeNull();
  });
  it('refuses anything but a word (never passes user syntax through)', () => {
    expect(() => wordForms({ word: "x' | 'y", stem: null })).toThrow();
  });
});

describe('highlighting and snippets', () => {
  it('marks words starting with a term, accent- and case-insensitively', () => {
    const terms = highlightTerms([{ word: 'motorları', stem: 'motor' }]);
    expect(highlightParts('Oyun Motorları ve MOTOR', terms)).toEqual([
      { text: 'Oyun ', match: false },
      { text: 'Motorları', match: true },
      { text: ' ve ', match: false },
      { text: 'MOTOR', match: true },
    ]);
    expect(highlightParts('İstanbul', ['istanbul'])).toEqual([{ text: 'İstanbul', match: true }]);
    expect(highlightParts('abc', [])).toEqual([{ text: 'abc', match: false }]);
  });
  it('cuts a snippet around the first match, from plain text', () => {
    const text = `${'Giriş cümlesi uzun bir metin. '.repeat(20)}Burada **shader** optimizasyonu anlatılıyor. ${'Son. '.repeat(40)}`;
    const snippet = searchSnippet(text, ['shader']);
    expect(snippet).toContain('shader optimizasyonu');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(182);
    expect(snippet).not.toContain('**');
  });
});

describe('searchRequestSchema', () => {
  it('falls back to defaults for junk and refuses an over-long query', () => {
    expect(searchRequestSchema.parse({ q: 'x', type: 'nope', page: '-3', perType: 'abc' })).toEqual({
      q: 'x',
      type: 'all',
      page: 1,
      perType: 10,
    });
    expect(searchRequestSchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });
});
