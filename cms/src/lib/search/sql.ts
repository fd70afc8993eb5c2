import type { Core } from '@strapi/strapi';
import { asciiFold, searchWords, wordTsquery, SEARCH_TYPO_MIN, type StemmedWord } from '@oyundev/domain';
import { column, link, table } from '../tables';

/**
 * The search engine's SQL. Each searchable table carries generated columns (bootstrap/search-index.ts):
 * `search_document` (weighted tsvector: Turkish stems + accent-free words) and an accent-free text for
 * trigram typo matching. Candidates are found word by word through indexes only (GIN tsvector, GIN trigram)
 * and intersected, so no query scans a whole table.
 */
export const SEARCH = {
  document: 'search_document',
  title: 'search_title',
  name: 'search_name',
  /** Word similarity a misspelt word needs to match a title ('godto' ~ 'godot' is 0.5). */
  typoThreshold: 0.5,
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
 * Ids of visible-or-not topics matching every word — by stem or accent-free prefix in the document, by a
 * misspelling close to a title word, or by a tag. Only index scans; the caller applies visibility.
 */
export function topicCandidates(strapi: Core.Strapi, words: StemmedWord[]): Raw {
  const topics = quote(table(strapi, UIDS.topic));
  const tags = quote(table(strapi, UIDS.tag));
  const lnk = link(strapi, UIDS.topic, 'tags');
  const parts = words.map((w) => {
    const ascii = asciiFold(w.word);
    const sql = [
      `SELECT id FROM ${topics} WHERE ${SEARCH.document} @@ to_tsquery('simple', ?)`,
      ...(ascii.length >= SEARCH_TYPO_MIN ? [`SELECT id FROM ${topics} WHERE ? <% ${SEARCH.title}`] : []),
      `SELECT l.${quote(lnk.from)} FROM ${quote(lnk.name)} l JOIN ${tags} g ON g.id = l.${quote(lnk.to)} ` +
        `WHERE g.${SEARCH.name} LIKE ? ${ascii.length >= SEARCH_TYPO_MIN ? `OR ? <% g.${SEARCH.name}` : ''}`,
    ].join(' UNION ');
    const bindings = [wordTsquery(w), ...(ascii.length >= SEARCH_TYPO_MIN ? [ascii] : []), `${likeEscape(ascii)}%`];
    if (ascii.length >= SEARCH_TYPO_MIN) bindings.push(ascii);
    return { sql: `(${sql})`, bindings };
  });
  return { sql: parts.map((p) => p.sql).join(' INTERSECT '), bindings: parts.flatMap((p) => p.bindings) };
}

/** Ids of blog post rows (draft and published alike) matching every word. */
export function blogCandidates(strapi: Core.Strapi, words: StemmedWord[]): Raw {
  const posts = quote(table(strapi, UIDS.blogPost));
  const parts = words.map((w) => {
    const ascii = asciiFold(w.word);
    const typo = ascii.length >= SEARCH_TYPO_MIN;
    return {
      sql:
        `(SELECT id FROM ${posts} WHERE ${SEARCH.document} @@ to_tsquery('simple', ?)` +
        (typo ? ` UNION SELECT id FROM ${posts} WHERE ? <% ${SEARCH.title})` : ')'),
      bindings: typo ? [wordTsquery(w), ascii] : [wordTsquery(w)],
    };
  });
  return { sql: parts.map((p) => p.sql).join(' INTERSECT '), bindings: parts.flatMap((p) => p.bindings) };
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
