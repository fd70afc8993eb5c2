import { lowerTr } from './intl';
import { SEARCH_QUERY_MAX } from './constants';

/**
 * Search that understands Turkish: how a typed query becomes words, how words become a safe PostgreSQL
 * `tsquery`, and how the screens mark the matched words. The cms indexes each text twice (cms
 * `lib/search/sql.ts`): a `turkish` (stemmed) vector of the Turkish-lowercased text and a `simple` vector of
 * the same text with accents removed. A query word then matches through any of its forms below.
 */

/** At most this many words of a query take part (a longer query is cut, never slow). */
export const SEARCH_MAX_WORDS = 8;
/** A word longer than this is cut (no Turkish word is longer; it only costs index work). */
export const SEARCH_WORD_MAX = 40;
/** Stems shorter than this over-match (the Turkish stemmer turns 'oyun' into 'oy'); they are not used. */
export const SEARCH_MIN_STEM = 3;
/** Words at least this long may match by trigram similarity when misspelled ('unitiy' → Unity). */
export const SEARCH_TYPO_MIN = 4;
/** Header suggestions: results per type while typing. */
export const SEARCH_SUGGEST_PER_TYPE = 3;
/** Characters of a result's snippet. */
export const SEARCH_SNIPPET_CHARS = 180;

export const SEARCH_RESULT_TYPES = ['forum', 'blog', 'users'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** Turkish lowercase (İ → i, I → ı), whatever the runtime's or the database's locale. */
export function foldTr(text: string): string {
  return lowerTr(text.replace(/İ/g, 'i').replace(/I/g, 'ı'));
}

/** Turkish lowercase without accents: 'Geliştirici' → 'gelistirici', 'IŞIK' → 'isik'. Same as PostgreSQL unaccent. */
export function asciiFold(text: string): string {
  return foldTr(text)
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

const WORD = /[\p{L}\p{N}]+/gu;
const APOSTROPHES = /['’‘`´]/g;

/**
 * The words of a query, Turkish-lowercased: only letters and digits (no tsquery syntax, punctuation, emoji or
 * control characters survive); a suffix after an apostrophe is dropped ("Unity'de" → 'unity'); duplicates
 * removed; at most SEARCH_MAX_WORDS words of at most SEARCH_WORD_MAX characters.
 */
export function searchWords(query: string): string[] {
  const text = String(query ?? '')
    .slice(0, SEARCH_QUERY_MAX * 4)
    .normalize('NFC');
  const words: string[] = [];
  for (const token of text.split(/\s+/)) {
    const root = token.replace(/^['’‘`´]+/, '').split(APOSTROPHES)[0] ?? '';
    for (const match of foldTr(root).match(WORD) ?? []) {
      const word = match.slice(0, SEARCH_WORD_MAX);
      if (!words.includes(word)) words.push(word);
    }
    if (words.length >= SEARCH_MAX_WORDS) break;
  }
  return words.slice(0, SEARCH_MAX_WORDS);
}

/** One word and the stem the database's Turkish stemmer gave it (null when it gave none). */
export type StemmedWord = { word: string; stem: string | null };

/** A tsvector weight: a lexeme marked with one matches only the document's text of that weight (A title, B tags). */
export type SearchWeight = 'A' | 'B';

function lexeme(text: string, prefix: boolean, weight?: SearchWeight): string {
  // Words hold letters and digits only (searchWords); anything else here is a programming error.
  if (!/^[\p{L}\p{N}]+$/u.test(text)) throw new Error(`not a search word: ${JSON.stringify(text)}`);
  const mark = `${prefix ? '*' : ''}${weight ?? ''}`;
  return `'${text}'${mark ? `:${mark}` : ''}`;
}

/**
 * The forms one word matches: its accent-free form (a prefix when it has 3+ characters, so 'motor' finds
 * 'motorları' and 'gelis' finds 'geliştirici'), and its stem with and without accents unless the stemmer
 * over-stemmed it to fewer than SEARCH_MIN_STEM characters.
 */
export function wordForms({ word, stem }: StemmedWord, weight?: SearchWeight): string[] {
  const prefix = word.length >= SEARCH_MIN_STEM;
  const forms = [lexeme(asciiFold(word), prefix, weight)];
  if (stem && stem.length >= SEARCH_MIN_STEM && stem !== word) {
    forms.push(lexeme(stem, true, weight), lexeme(asciiFold(stem), true, weight));
  }
  return [...new Set(forms)];
}

/** One word's alternatives as a tsquery: `('motoru':* | 'motor':*)`. */
export function wordTsquery(word: StemmedWord, weight?: SearchWeight): string {
  const forms = wordForms(word, weight);
  return forms.length === 1 ? forms[0]! : `(${forms.join(' | ')})`;
}

/**
 * Every word must match (in one of its forms). Pass to `to_tsquery('simple', ?)`: lexemes are already normalised.
 * With a weight, every word must match in the text of that weight ('A': the title), as cheap as any `@@`.
 */
export function allWordsTsquery(words: StemmedWord[], weight?: SearchWeight): string {
  return words.map((w) => wordTsquery(w, weight)).join(' & ');
}

/** Any word matches — used for ranking, so a document matching more forms ranks higher. */
export function anyWordTsquery(words: StemmedWord[], weight?: SearchWeight): string {
  return words.map((w) => wordTsquery(w, weight)).join(' | ');
}

/** The words in order, adjacent (an exact phrase ranks above scattered words); null for one word. */
export function phraseTsquery(words: StemmedWord[]): string | null {
  if (words.length < 2) return null;
  return words.map((w, i) => lexeme(asciiFold(w.word), i === words.length - 1 && w.word.length >= SEARCH_MIN_STEM)).join(' <-> ');
}

/**
 * The accent-free terms a screen highlights: each word and its usable stem. A text word is marked when its
 * accent-free form starts with one of them.
 */
export function highlightTerms(words: StemmedWord[]): string[] {
  const terms = new Set<string>();
  for (const { word, stem } of words) {
    terms.add(asciiFold(word));
    if (stem && stem.length >= SEARCH_MIN_STEM) terms.add(asciiFold(stem));
  }
  return [...terms].filter((t) => t.length > 0);
}

export type HighlightPart = { text: string; match: boolean };

/** `text` cut into parts, the words that start with one of `terms` (accent-free, Turkish case) marked. */
export function highlightParts(text: string, terms: readonly string[]): HighlightPart[] {
  const folded = terms.map(asciiFold).filter(Boolean);
  const parts: HighlightPart[] = [];
  const push = (chunk: string, match: boolean) => {
    if (!chunk) return;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += chunk;
    else parts.push({ text: chunk, match });
  };
  let at = 0;
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    push(text.slice(at, start), false);
    const word = asciiFold(m[0]);
    push(m[0], folded.length > 0 && folded.some((t) => word.startsWith(t)));
    at = start + m[0].length;
  }
  push(text.slice(at), false);
  return parts;
}

/** Markdown and code reduced to plain text for a snippet. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_~`|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * About `max` characters of `text` around the first word that matches `terms` (or its beginning), cut at
 * word boundaries, with '…' where it was cut.
 */
export function searchSnippet(text: string, terms: readonly string[], max = SEARCH_SNIPPET_CHARS): string {
  const plain = plainText(text);
  if (plain.length <= max) return plain;
  const folded = terms.map(asciiFold).filter(Boolean);
  let hit = 0;
  for (const m of plain.matchAll(WORD)) {
    const word = asciiFold(m[0]);
    if (folded.some((t) => word.startsWith(t))) {
      hit = m.index ?? 0;
      break;
    }
  }
  let start = Math.max(0, hit - Math.floor(max / 3));
  if (start > 0) {
    const space = plain.indexOf(' ', start);
    start = space >= 0 && space < hit ? space + 1 : start;
  }
  let end = Math.min(plain.length, start + max);
  if (end < plain.length) {
    const space = plain.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  return `${start > 0 ? '…' : ''}${plain.slice(start, end)}${end < plain.length ? '…' : ''}`;
}
