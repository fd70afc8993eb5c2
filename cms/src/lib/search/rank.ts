import type { Core } from '@strapi/strapi';
import { allWordsTsquery, anyWordTsquery, asciiFold, phraseTsquery, type StemmedWord } from '@oyundev/domain';
import { link, table } from '../tables';
import { SEARCH, UIDS, blogCandidates, col, likeEscape, quote, topicCandidates, userCandidates, type Raw } from './sql';

/*
 * The ranked queries of one search, as SQL text and bindings: the search service runs them, and `npm run bench`
 * runs the very same text straight on PostgreSQL (and EXPLAINs it) to compare with the API.
 */

export type Page = { limit: number; offset: number };

/** Run at the start of a search's transaction: the typo threshold, and a bounded cost (an error, not a stuck connection). */
export const SEARCH_SESSION = [
  `SET LOCAL pg_trgm.word_similarity_threshold = ${SEARCH.typoThreshold}`,
  `SET LOCAL statement_timeout = 5000`,
];

/** Title > tags > body, exact phrase > scattered words; freshness and score only break near-ties. */
function rankSql(document: string, title: string, extra = '0'): string {
  return (
    `ts_rank('{0.05, 0.15, 0.4, 1.0}', ${document}, q.qo, 1)` +
    ` + CASE WHEN ts_filter(${document}, '{a}') @@ q.qa THEN 1 ELSE 0 END` +
    ` + CASE WHEN q.qp IS NOT NULL AND ${document} @@ q.qp THEN 0.5 ELSE 0 END` +
    ` + CASE WHEN ${title} LIKE q.phrase THEN 0.5 ELSE 0 END` +
    ` + 0.4 * word_similarity(q.ascii, ${title}) + ${extra}`
  );
}

/** The tsqueries of one search, as a one-row `q` relation. */
function queryRelation(words: StemmedWord[]): Raw {
  const ascii = words.map((w) => asciiFold(w.word)).join(' ');
  const phrase = phraseTsquery(words);
  return {
    sql: `(SELECT to_tsquery('simple', ?) AS qa, to_tsquery('simple', ?) AS qo, ${phrase ? `to_tsquery('simple', ?)` : 'NULL::tsquery'} AS qp, ? AS ascii, ? AS phrase) q`,
    bindings: [allWordsTsquery(words), anyWordTsquery(words), ...(phrase ? [phrase] : []), ascii, `%${likeEscape(ascii)}%`],
  };
}

export function topicRankQuery(strapi: Core.Strapi, words: StemmedWord[], includePremium: boolean, page: Page): Raw {
  const c = (uid: string, attribute: string) => col(strapi, uid, attribute);
  const t = (uid: string) => quote(table(strapi, uid));
  const q = queryRelation(words);
  const cand = topicCandidates(strapi, words);
  const cat = link(strapi, UIDS.topic, 'category');
  const tags = link(strapi, UIDS.topic, 'tags');
  const tagBonus =
    `CASE WHEN EXISTS (SELECT 1 FROM ${quote(tags.name)} l JOIN ${t(UIDS.tag)} g ON g.id = l.${quote(tags.to)} ` +
    `WHERE l.${quote(tags.from)} = x.id AND g.${SEARCH.name} = ANY(?)) THEN 0.6 ELSE 0 END` +
    ` + 0.05 * exp(-extract(epoch FROM now() - x.${c(UIDS.topic, 'createdAt')}) / 15552000.0)` +
    ` + 0.05 * tanh(greatest(x.${c(UIDS.topic, 'score')}, 0) / 20.0)`;
  const sql =
    `SELECT x.id, count(*) OVER () AS total FROM ${t(UIDS.topic)} x ` +
    `LEFT JOIN ${quote(cat.name)} tc ON tc.${quote(cat.from)} = x.id LEFT JOIN ${t(UIDS.category)} cg ON cg.id = tc.${quote(cat.to)}, ${q.sql} ` +
    `WHERE x.id IN (${cand.sql}) AND x.${c(UIDS.topic, 'isActive')} AND x.${c(UIDS.topic, 'isApproved')} ` +
    (includePremium ? '' : `AND (cg.id IS NULL OR NOT coalesce(cg.${c(UIDS.category, 'isPremium')}, false)) `) +
    `ORDER BY ${rankSql(`x.${SEARCH.document}`, `x.${SEARCH.title}`, tagBonus)} DESC, x.${c(UIDS.topic, 'createdAt')} DESC, x.id DESC LIMIT ? OFFSET ?`;
  const ascii = words.map((w) => asciiFold(w.word));
  return { sql, bindings: [...q.bindings, ...cand.bindings, ascii, page.limit, page.offset] };
}

export function postRankQuery(strapi: Core.Strapi, words: StemmedWord[], page: Page): Raw {
  const c = (uid: string, attribute: string) => col(strapi, uid, attribute);
  const q = queryRelation(words);
  const cand = blogCandidates(strapi, words);
  const doc = `x.${SEARCH.document}`;
  const extra =
    `CASE WHEN ts_filter(${doc}, '{b}') @@ q.qo THEN 0.6 ELSE 0 END` +
    ` + 0.05 * exp(-extract(epoch FROM now() - coalesce(x.${c(UIDS.blogPost, 'publishDate')}, x.${c(UIDS.blogPost, 'createdAt')})) / 15552000.0)` +
    ` + 0.05 * tanh(x.${c(UIDS.blogPost, 'likeCount')} / 20.0)`;
  const sql =
    `SELECT x.id, count(*) OVER () AS total FROM ${quote(table(strapi, UIDS.blogPost))} x, ${q.sql} ` +
    `WHERE x.id IN (${cand.sql}) AND x.${c(UIDS.blogPost, 'publishedAt')} IS NOT NULL ` +
    `ORDER BY ${rankSql(doc, `x.${SEARCH.title}`, extra)} DESC, x.id DESC LIMIT ? OFFSET ?`;
  return { sql, bindings: [...q.bindings, ...cand.bindings, page.limit, page.offset] };
}

export function userRankQuery(strapi: Core.Strapi, words: StemmedWord[], page: Page): Raw {
  const c = (uid: string, attribute: string) => col(strapi, uid, attribute);
  const cand = userCandidates(strapi, words);
  const ascii = words.map((w) => asciiFold(w.word)).join(' ');
  const name = `x.${SEARCH.name}`;
  const sql =
    `SELECT x.id, count(*) OVER () AS total FROM ${quote(table(strapi, UIDS.user))} x WHERE x.id IN (${cand.sql}) ` +
    `AND NOT coalesce(x.${c(UIDS.user, 'blocked')}, false) AND NOT coalesce(x.${c(UIDS.user, 'isBanned')}, false) ` +
    `AND coalesce(x.${c(UIDS.user, 'isActive')}, true) AND x.${c(UIDS.user, 'deletedAt')} IS NULL ` +
    `ORDER BY (CASE WHEN lower(x.${c(UIDS.user, 'username')}) = ? THEN 2 WHEN ${name} LIKE ? THEN 1 ELSE 0 END) + word_similarity(?, ${name}) DESC, ` +
    `x.${c(UIDS.user, 'reputation')} DESC, x.id LIMIT ? OFFSET ?`;
  return { sql, bindings: [...cand.bindings, ascii, `${likeEscape(ascii)}%`, ascii, page.limit, page.offset] };
}
