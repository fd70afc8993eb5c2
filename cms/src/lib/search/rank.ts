import type { Core } from '@strapi/strapi';
import { allWordsTsquery, anyWordTsquery, asciiFold, phraseTsquery, type SearchResultType, type StemmedWord } from '@oyundev/domain';
import { link, table } from '../tables';
import { SEARCH, UIDS, blogCandidates, col, likeEscape, quote, topicCandidates, userCandidates, type Candidates, type Raw } from './sql';

/*
 * The ranked queries of one search, as SQL text and bindings: the search service runs them, and `npm run bench`
 * runs the very same text straight on PostgreSQL (and EXPLAINs it) to compare with the API.
 */

export type Page = { limit: number; offset: number };

/**
 * Run at the start of a search's transaction, in one statement: the typo threshold; a bounded cost (an error, not a
 * stuck connection); and no sequential scans — the planner costs `@@` on a document as cheap, but a blog post's
 * tsvector is stored compressed out of line, so reading all 2,002 posts to answer 'pixel art animasyon' took 25 ms
 * where the GIN index answers in one. Every search step has an index; the setting only makes the planner use it.
 */
export const SEARCH_SESSION = [
  `SELECT set_config('pg_trgm.word_similarity_threshold', '${SEARCH.typoThreshold}', true), ` +
    `set_config('statement_timeout', '5000', true), set_config('enable_seqscan', 'off', true)`,
];

/**
 * Title > tags > body, exact phrase > scattered words; freshness and score only break near-ties. In two parts:
 * `cheapScore` (`@@` with a weighted tsquery, LIKE — microseconds) for every match, `fineScore` (ts_rank, trigram
 * similarity) added for the best SEARCH.rankWindow of them only.
 */
function cheapScore(document: string, title: string, extra: string): string {
  return (
    `CASE WHEN ${document} @@ q.qa THEN 1 ELSE 0 END` +
    ` + CASE WHEN q.qp IS NOT NULL AND ${document} @@ q.qp THEN 0.5 ELSE 0 END` +
    ` + CASE WHEN ${title} LIKE q.phrase THEN 0.5 ELSE 0 END + ${extra}`
  );
}

/** Up to 0.05 for the new, halving over ~4 months — in float8: numeric exp() was 8 µs a row, a third of the cheap score. */
function freshness(at: string): string {
  return `0.05 * exp(-date_part('epoch', now() - ${at}) / 15552000.0)`;
}

function fineScore(document: string, title: string): string {
  return `ts_rank('{0.05, 0.15, 0.4, 1.0}', ${document}, q.qo, 1) + 0.4 * word_similarity(q.ascii, ${title})`;
}

/** The tsqueries of one search, as a one-row `q` relation (qa: every word in the title; qb: any word in the tags). */
function queryRelation(words: StemmedWord[]): Raw {
  const ascii = words.map((w) => asciiFold(w.word)).join(' ');
  const phrase = phraseTsquery(words);
  return {
    sql:
      `q AS MATERIALIZED (SELECT to_tsquery('simple', ?) AS qa, to_tsquery('simple', ?) AS qb, to_tsquery('simple', ?) AS qo, ` +
      `${phrase ? `to_tsquery('simple', ?)` : 'NULL::tsquery'} AS qp, ?::text AS ascii, ?::text AS phrase)`,
    bindings: [
      allWordsTsquery(words, 'A'),
      anyWordTsquery(words, 'B'),
      anyWordTsquery(words),
      ...(phrase ? [phrase] : []),
      ascii,
      `%${likeEscape(ascii)}%`,
    ],
  };
}

/**
 * The common shape: `m` the candidate ids, `v` the visible ones with their cheap score (each row fetched by its
 * primary key: LIMIT 1 keeps PostgreSQL from turning the lookup into a hash join over the whole table), the best
 * window of them fully ranked; `total` counts every visible match.
 */
function twoStep(table: string, q: Raw, cand: Candidates, visible: Raw, cheap: Raw, tieBreak: string, page: Page): Raw {
  const doc = `x.${SEARCH.document}`;
  const sql =
    `WITH ${q.sql}, m AS (${cand.ids.sql}), ` +
    `v AS MATERIALIZED (SELECT x.id, x.tb, ${cheap.sql} AS cheap FROM m CROSS JOIN q CROSS JOIN LATERAL ` +
    `(SELECT x.*, ${tieBreak} AS tb FROM ${table} x WHERE x.id = m.id LIMIT 1) x WHERE ${visible.sql} AND ${cand.match.sql}), ` +
    `w AS (SELECT id, tb, cheap FROM v ORDER BY cheap DESC, tb DESC, id DESC LIMIT ?) ` +
    `SELECT x.id, (SELECT count(*) FROM v) AS total FROM w JOIN ${table} x ON x.id = w.id CROSS JOIN q ` +
    `ORDER BY w.cheap + ${fineScore(doc, `x.${SEARCH.title}`)} DESC, w.tb DESC, x.id DESC LIMIT ? OFFSET ?`;
  return {
    sql,
    bindings: [
      ...q.bindings,
      ...cand.ids.bindings,
      ...cheap.bindings,
      ...visible.bindings,
      ...cand.match.bindings,
      Math.max(SEARCH.rankWindow, page.offset + page.limit),
      page.limit,
      page.offset,
    ],
  };
}

export function topicRankQuery(strapi: Core.Strapi, words: StemmedWord[], includePremium: boolean, page: Page): Raw {
  const c = (uid: string, attribute: string) => col(strapi, uid, attribute);
  const t = (uid: string) => quote(table(strapi, uid));
  const cat = link(strapi, UIDS.topic, 'category');
  const tags = link(strapi, UIDS.topic, 'tags');
  // Hashed once per query (not looked up per row): topics carrying a searched tag, topics in a premium category.
  const tagged =
    `x.id IN (SELECT l.${quote(tags.from)} FROM ${quote(tags.name)} l JOIN ${t(UIDS.tag)} g ON g.id = l.${quote(tags.to)} ` +
    `WHERE g.${SEARCH.name} = ANY(?))`;
  const premium =
    `x.id NOT IN (SELECT tc.${quote(cat.from)} FROM ${quote(cat.name)} tc JOIN ${t(UIDS.category)} cg ON cg.id = tc.${quote(cat.to)} ` +
    `WHERE cg.${c(UIDS.category, 'isPremium')} AND tc.${quote(cat.from)} IS NOT NULL)`;
  const extra =
    `CASE WHEN ${tagged} THEN 0.6 ELSE 0 END` +
    ` + ${freshness(`x.${c(UIDS.topic, 'createdAt')}`)} + 0.05 * tanh(greatest(x.${c(UIDS.topic, 'score')}, 0)::float8 / 20)`;
  return twoStep(
    t(UIDS.topic),
    queryRelation(words),
    topicCandidates(strapi, words),
    {
      sql: `x.${c(UIDS.topic, 'isActive')} AND x.${c(UIDS.topic, 'isApproved')}${includePremium ? '' : ` AND ${premium}`}`,
      bindings: [],
    },
    { sql: cheapScore(`x.${SEARCH.document}`, `x.${SEARCH.title}`, extra), bindings: [words.map((w) => asciiFold(w.word))] },
    `x.${c(UIDS.topic, 'createdAt')}`,
    page,
  );
}

export function postRankQuery(strapi: Core.Strapi, words: StemmedWord[], page: Page): Raw {
  const c = (uid: string, attribute: string) => col(strapi, uid, attribute);
  const doc = `x.${SEARCH.document}`;
  const extra =
    `CASE WHEN ${doc} @@ q.qb THEN 0.6 ELSE 0 END` +
    ` + ${freshness(`coalesce(x.${c(UIDS.blogPost, 'publishDate')}, x.${c(UIDS.blogPost, 'createdAt')})`)}` +
    ` + 0.05 * tanh(x.${c(UIDS.blogPost, 'likeCount')}::float8 / 20)`;
  return twoStep(
    quote(table(strapi, UIDS.blogPost)),
    queryRelation(words),
    blogCandidates(strapi, words),
    { sql: `x.${c(UIDS.blogPost, 'publishedAt')} IS NOT NULL`, bindings: [] },
    { sql: cheapScore(doc, `x.${SEARCH.title}`, extra), bindings: [] },
    // The old order broke ties by id only; a constant keeps it so.
    '0',
    page,
  );
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

export type RankedRow = { type: SearchResultType; id: number; total: string | number };

/**
 * One statement for a whole search: the ranked page of each requested type (each keeps its own ORDER BY and
 * LIMIT), as `type, id, total` rows in rank order within their type (`ord`).
 */
export function searchRankQuery(
  strapi: Core.Strapi,
  words: StemmedWord[],
  types: SearchResultType[],
  includePremium: boolean,
  page: Page,
): Raw {
  const parts = types.map((type): [SearchResultType, Raw] => [
    type,
    type === 'forum'
      ? topicRankQuery(strapi, words, includePremium, page)
      : type === 'blog'
        ? postRankQuery(strapi, words, page)
        : userRankQuery(strapi, words, page),
  ]);
  return {
    sql:
      parts
        .map(([type], i) => `SELECT '${type}' AS type, id, total, row_number() OVER () AS ord FROM (${parts[i]![1].sql}) ranked_${type}`)
        .join(' UNION ALL ') + ' ORDER BY type, ord',
    bindings: parts.flatMap(([, raw]) => raw.bindings),
  };
}
