import type { Core } from '@strapi/strapi';
import { allWordsTsquery, asciiFold, searchWords, wordTsquery, SEARCH_TYPO_MIN, type StemmedWord } from '@oyundev/domain';
import { column, link, table } from '../tables';

/**
 * The search engine's SQL. Each searchable table carries generated columns (bootstrap/search-index.ts):
 * `search_document` (weighted tsvector: Turkish stems + accent-free words) and an accent-free text for
 * trigram typo matching. Candidates are found word by word through indexes only (GIN tsvector, GIN trigram)
 * and intersected, so no query scans a whole table. A word that the documents contain plenty of times is taken
 * as typed: only a rarer word (a misspelling) also matches titles by trigram — at the large seed 'unity' <% title
 * rechecked 1,330 titles to add 'unique_ptr' noise, and then ranked it.
 */
export const SEARCH = {
  document: 'search_document',
  title: 'search_title',
  name: 'search_name',
  /** Word similarity a misspelt word needs to match a title ('godto' ~ 'godot' is 0.5). */
  typoThreshold: 0.5,
  /** A word matching fewer documents than this may also be a misspelling (matched by trigram); a commoner one is not. */
  typoBelow: 50,
  /**
   * Ranking is two-step: every visible match gets a cheap score (title, phrase, tag, freshness: `@@` and LIKE), the
   * best this many get the full one (ts_rank and trigram similarity cost ~45 µs a row: 4,000 'unity' topics were
   * 300 ms). The full score only adds to the cheap one, so a result's place is decided among the strongest.
   */
  rankWindow: 200,
} as const;

export const UIDS = {
  topic: 'api::topic.topic',
  category: 'api::forum-category.forum-category',
  tag: 'api::tag.tag',
  blogPost: 'api::blog-post.blog-post',
  user: 'plugin::users-permissions.user',
} as const;

export type Raw = { sql: string; bindings: unknown[] };

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** Words of `q` with the Turkish stemmer's stems; stop words ('ve', 'ile', 'için') dropped unless only they were typed. */
export async function resolveWords(strapi: Core.Strapi, q: string): Promise<StemmedWord[]> {
  const words = searchWords(q);
  if (words.length === 0) return [];
  const { rows } = await strapi.db.connection.raw(
    `SELECT w, ts_lexize('pg_catalog.turkish_stem', w) AS lex FROM unnest(?::text[]) WITH ORDINALITY AS u(w, n) ORDER BY n`,
    [words],
  );
  const resolved = (rows as Array<{ w: string; lex: string[] | null }>).map((r) => ({
    word: r.w,
    stem: r.lex?.[0] ?? null,
    stop: Array.isArray(r.lex) && r.lex.length === 0,
  }));
  const content = resolved.filter((r) => !r.stop);
  return (content.length > 0 ? content : resolved).map(({ word, stem }) => ({ word, stem }));
}

/**
 * The rows matching every word of a search, in two parts: `ids`, a superset found through indexes only (the
 * documents matching every word in one GIN lookup, plus each word's tag and misspelling matches), and `match`, the
 * exact condition on one of those rows `x` (each word in the document, a tag or — when rare — nearly in the title).
 * A row matching every word is in `ids`: either the document holds them all, or some word matched another way.
 * Intersecting per-word sets instead read every topic holding 'oyun' (5,461) to answer 'oyun motoru'.
 */
export type Candidates = { ids: Raw; match: Raw };

const join = (parts: Raw[], glue: string): Raw => ({
  sql: parts.map((p) => p.sql).join(glue),
  bindings: parts.flatMap((p) => p.bindings),
});

/** Visible-or-not topics matching every word — by stem or accent-free prefix, by a tag, by a misspelt title word. */
export function topicCandidates(strapi: Core.Strapi, words: StemmedWord[]): Candidates {
  const topics = quote(table(strapi, UIDS.topic));
  const tags = quote(table(strapi, UIDS.tag));
  const lnk = link(strapi, UIDS.topic, 'tags');
  const tagged = (w: StemmedWord): Raw => {
    const ascii = asciiFold(w.word);
    const typo = ascii.length >= SEARCH_TYPO_MIN;
    return {
      sql:
        `SELECT l.${quote(lnk.from)} FROM ${quote(lnk.name)} l JOIN ${tags} g ON g.id = l.${quote(lnk.to)} ` +
        `WHERE g.${SEARCH.name} LIKE ?${typo ? ` OR ? <% g.${SEARCH.name}` : ''}`,
      bindings: [`${likeEscape(ascii)}%`, ...(typo ? [ascii] : [])],
    };
  };
  return candidates(topics, words, tagged);
}

/** Blog post rows (draft and published alike) matching every word. */
export function blogCandidates(strapi: Core.Strapi, words: StemmedWord[]): Candidates {
  return candidates(quote(table(strapi, UIDS.blogPost)), words, null);
}

function candidates(tableName: string, words: StemmedWord[], tagged: ((w: StemmedWord) => Raw) | null): Candidates {
  const all: Raw = {
    sql: `SELECT id FROM ${tableName} WHERE ${SEARCH.document} @@ to_tsquery('simple', ?)`,
    bindings: [allWordsTsquery(words)],
  };
  const others: Raw[] = [];
  const conditions: Raw[] = [];
  for (const w of words) {
    const typo = typoBranch(tableName, w);
    const tag = tagged?.(w) ?? null;
    if (tag) others.push(tag);
    if (typo) others.push({ sql: `SELECT id FROM ${tableName} WHERE ${typo.gate} AND ${typo.title('')}`, bindings: typo.bindings });
    conditions.push({
      sql:
        `(x.${SEARCH.document} @@ to_tsquery('simple', ?)` +
        (tag ? ` OR x.id IN (${tag.sql})` : '') +
        (typo ? ` OR (${typo.gate} AND ${typo.title('x.')})` : '') +
        ')',
      bindings: [wordTsquery(w), ...(tag ? tag.bindings : []), ...(typo ? typo.bindings : [])],
    });
  }
  return {
    ids: join([all, ...others], ' UNION '),
    // One word: the ids are the matches already.
    match: words.length > 1 ? join(conditions, ' AND ') : { sql: 'TRUE', bindings: [] },
  };
}

/**
 * A word nearly in the title (`<%`, the GIN trigram index) — only when the word is rare in the documents: the gate
 * is uncorrelated, so PostgreSQL decides once, before any trigram scan, whether to run it. (LIMIT: a common word
 * answers after a few rows; a rare one through the GIN index.) Bindings: the word's tsquery (gate), then the word.
 */
function typoBranch(
  tableName: string,
  w: StemmedWord,
): { title: (alias: string) => string; gate: string; bindings: [string, string] } | null {
  const ascii = asciiFold(w.word);
  if (ascii.length < SEARCH_TYPO_MIN) return null;
  return {
    title: (alias) => `? <% ${alias}${SEARCH.title}`,
    gate:
      `(SELECT count(*) FROM (SELECT 1 FROM ${tableName} WHERE ${SEARCH.document} @@ to_tsquery('simple', ?) ` +
      `LIMIT ${SEARCH.typoBelow}) common) < ${SEARCH.typoBelow}`,
    bindings: [wordTsquery(w), ascii],
  };
}

/** Ids of members whose username or full name starts with (a word starting with) each word, or nearly does. */
export function userCandidates(strapi: Core.Strapi, words: StemmedWord[]): Raw {
  const users = quote(table(strapi, UIDS.user));
  const parts = words.map((w) => {
    const ascii = asciiFold(w.word);
    const typo = ascii.length >= SEARCH_TYPO_MIN;
    return {
      sql: `(SELECT id FROM ${users} WHERE ${SEARCH.name} LIKE ? OR ${SEARCH.name} LIKE ?${typo ? ` OR ? <% ${SEARCH.name}` : ''})`,
      bindings: [`${likeEscape(ascii)}%`, `% ${likeEscape(ascii)}%`, ...(typo ? [ascii] : [])],
    };
  });
  return { sql: parts.map((p) => p.sql).join(' INTERSECT '), bindings: parts.flatMap((p) => p.bindings) };
}

export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Column name of an attribute, quoted, for raw SQL. */
export function col(strapi: Core.Strapi, uid: string, attribute: string): string {
  return quote(column(strapi, uid, attribute));
}

export { quote };
