import type { Core } from '@strapi/strapi';
import {
  allWordsTsquery,
  anyWordTsquery,
  asciiFold,
  highlightTerms,
  phraseTsquery,
  searchSnippet,
  type SearchAnswer,
  type SearchHit,
  type SearchRequest,
  type SearchResultType,
  type SearchUser,
  type StemmedWord,
} from '@oyundev/domain';
import {
  SEARCH,
  UIDS,
  blogCandidates,
  col,
  likeEscape,
  quote,
  resolveWords,
  topicCandidates,
  userCandidates,
  type Raw,
} from '../../../lib/search/sql';
import { link, table } from '../../../lib/tables';
import type { RequestViewer } from '../../../lib/viewer';

// The rows the hit builders read (the query engine's findMany is untyped without generated typings).
interface TopicHitRow {
  id: number;
  slug: string;
  title: string;
  content?: string | null;
  category?: { name: string; slug: string } | null;
  author?: { username: string } | null;
  tags?: Array<{ name: string }> | null;
  createdAt: string | Date;
}

interface PostHitRow {
  id: number;
  slug: string;
  title: string;
  excerpt?: string | null;
  content?: string | null;
  premiumPreview?: string | null;
  isPremium?: boolean | null;
  category?: { name: string; slug: string } | null;
  author?: { username: string } | null;
  tags?: unknown;
  publishDate?: string | Date | null;
  createdAt: string | Date;
}

interface UserHitRow {
  id: number;
  username: string;
  fullName?: string | null;
  reputation?: number | string | null;
  avatar?: { url?: string } | null;
  createdAt: string | Date;
}
import { seesPremium } from '../../../lib/viewer';

type Knex = Core.Strapi['db']['connection'];
type Ranked = { id: number; total: string | number };
type Page = { limit: number; offset: number };

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

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const c = (uid: string, attribute: string) => col(strapi, uid, attribute);
  const t = (uid: string) => quote(table(strapi, uid));

  async function rankTopics(trx: Knex, words: StemmedWord[], includePremium: boolean, page: Page): Promise<Ranked[]> {
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
    const { rows } = await trx.raw(sql, [...q.bindings, ...cand.bindings, ascii, page.limit, page.offset]);
    return rows;
  }

  async function rankPosts(trx: Knex, words: StemmedWord[], page: Page): Promise<Ranked[]> {
    const q = queryRelation(words);
    const cand = blogCandidates(strapi, words);
    const doc = `x.${SEARCH.document}`;
    const extra =
      `CASE WHEN ts_filter(${doc}, '{b}') @@ q.qo THEN 0.6 ELSE 0 END` +
      ` + 0.05 * exp(-extract(epoch FROM now() - coalesce(x.${c(UIDS.blogPost, 'publishDate')}, x.${c(UIDS.blogPost, 'createdAt')})) / 15552000.0)` +
      ` + 0.05 * tanh(x.${c(UIDS.blogPost, 'likeCount')} / 20.0)`;
    const sql =
      `SELECT x.id, count(*) OVER () AS total FROM ${t(UIDS.blogPost)} x, ${q.sql} ` +
      `WHERE x.id IN (${cand.sql}) AND x.${c(UIDS.blogPost, 'publishedAt')} IS NOT NULL ` +
      `ORDER BY ${rankSql(doc, `x.${SEARCH.title}`, extra)} DESC, x.id DESC LIMIT ? OFFSET ?`;
    const { rows } = await trx.raw(sql, [...q.bindings, ...cand.bindings, page.limit, page.offset]);
    return rows;
  }

  async function rankUsers(trx: Knex, words: StemmedWord[], page: Page): Promise<Ranked[]> {
    const cand = userCandidates(strapi, words);
    const ascii = words.map((w) => asciiFold(w.word)).join(' ');
    const name = `x.${SEARCH.name}`;
    const sql =
      `SELECT x.id, count(*) OVER () AS total FROM ${t(UIDS.user)} x WHERE x.id IN (${cand.sql}) ` +
      `AND NOT coalesce(x.${c(UIDS.user, 'blocked')}, false) AND NOT coalesce(x.${c(UIDS.user, 'isBanned')}, false) ` +
      `AND coalesce(x.${c(UIDS.user, 'isActive')}, true) AND x.${c(UIDS.user, 'deletedAt')} IS NULL ` +
      `ORDER BY (CASE WHEN lower(x.${c(UIDS.user, 'username')}) = ? THEN 2 WHEN ${name} LIKE ? THEN 1 ELSE 0 END) + word_similarity(?, ${name}) DESC, ` +
      `x.${c(UIDS.user, 'reputation')} DESC, x.id LIMIT ? OFFSET ?`;
    const { rows } = await trx.raw(sql, [...cand.bindings, ascii, `${likeEscape(ascii)}%`, ascii, page.limit, page.offset]);
    return rows;
  }

  async function topicHits(ids: number[], terms: string[]): Promise<SearchHit[]> {
    if (ids.length === 0) return [];
    const rows: TopicHitRow[] = await strapi.db.query(UIDS.topic).findMany({
      where: { id: { $in: ids } },
      populate: { author: { select: ['username'] }, category: { select: ['name', 'slug'] }, tags: { select: ['name'] } },
    });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids
      .map((id) => byId.get(id))
      .filter((r): r is TopicHitRow => Boolean(r))
      .map((r) => ({
        type: 'forum' as const,
        id: r.id,
        slug: r.slug,
        title: r.title,
        snippet: searchSnippet(r.content ?? '', terms),
        category: r.category ? { name: r.category.name, slug: r.category.slug } : null,
        author: r.author ? { username: r.author.username } : null,
        tags: (r.tags ?? []).map((g) => g.name),
        isPremium: false,
        createdAt: new Date(r.createdAt).toISOString(),
      }));
  }

  async function postHits(ids: number[], terms: string[], premium: boolean): Promise<SearchHit[]> {
    if (ids.length === 0) return [];
    const rows: PostHitRow[] = await strapi.db.query(UIDS.blogPost).findMany({
      where: { id: { $in: ids } },
      populate: { author: { select: ['username'] }, category: { select: ['name', 'slug'] } },
    });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids
      .map((id) => byId.get(id))
      .filter((r): r is PostHitRow => Boolean(r))
      .map((r) => {
        // A premium body is never shown to someone who may not read it: they see its public preview only.
        const locked = Boolean(r.isPremium) && !premium;
        const source = locked ? (r.premiumPreview ?? '') : `${r.excerpt ?? ''}\n\n${r.content ?? ''}`;
        return {
          type: 'blog' as const,
          id: r.id,
          slug: r.slug,
          title: r.title,
          snippet: searchSnippet(source, terms),
          category: r.category ? { name: r.category.name, slug: r.category.slug } : null,
          author: r.author ? { username: r.author.username } : null,
          tags: Array.isArray(r.tags) ? r.tags.filter((x: unknown) => typeof x === 'string') : [],
          isPremium: Boolean(r.isPremium),
          createdAt: new Date(r.publishDate ?? r.createdAt).toISOString(),
        };
      });
  }

  async function userHits(ids: number[]): Promise<SearchUser[]> {
    if (ids.length === 0) return [];
    const rows: UserHitRow[] = await strapi.db.query(UIDS.user).findMany({
      where: { id: { $in: ids } },
      select: ['id', 'username', 'fullName', 'reputation', 'createdAt'],
      populate: { avatar: { select: ['url'] } },
    });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids
      .map((id) => byId.get(id))
      .filter((r): r is UserHitRow => Boolean(r))
      .map((r) => ({
        type: 'users' as const,
        id: r.id,
        username: r.username,
        fullName: r.fullName || null,
        avatarUrl: r.avatar?.url ?? null,
        reputation: Number(r.reputation ?? 0),
        createdAt: new Date(r.createdAt).toISOString(),
      }));
  }

  return {
    resolveWords: (q: string) => resolveWords(strapi, q),

    /** Grouped results: each requested type's page of at most `perType`, with its total. */
    async search(request: SearchRequest, viewer: RequestViewer): Promise<SearchAnswer> {
      const words = await resolveWords(strapi, request.q);
      const terms = highlightTerms(words);
      const answer: SearchAnswer = { query: request.q, type: request.type, terms, groups: {} };
      const types: SearchResultType[] = request.type === 'all' ? ['forum', 'blog', 'users'] : [request.type];
      const page = request.type === 'all' ? 1 : request.page;
      const window = { limit: request.perType, offset: (page - 1) * request.perType };
      const premium = seesPremium(viewer);
      const ranked =
        words.length === 0
          ? null
          : await strapi.db.connection.transaction(async (trx) => {
              await trx.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${SEARCH.typoThreshold}`);
              // A search has a bounded cost: a pathological plan answers an error, not a stuck connection.
              await trx.raw(`SET LOCAL statement_timeout = 5000`);
              return {
                forum: types.includes('forum') ? await rankTopics(trx, words, premium, window) : null,
                blog: types.includes('blog') ? await rankPosts(trx, words, window) : null,
                users: types.includes('users') ? await rankUsers(trx, words, window) : null,
              };
            });
      const total = (rows: Ranked[]) => Number(rows[0]?.total ?? 0);
      const ids = (rows: Ranked[]) => rows.map((r) => Number(r.id));
      for (const type of types) {
        const rows = ranked?.[type] ?? [];
        if (type === 'users') answer.groups.users = { total: total(rows), page, items: await userHits(ids(rows)) };
        else if (type === 'forum') answer.groups.forum = { total: total(rows), page, items: await topicHits(ids(rows), terms) };
        else answer.groups.blog = { total: total(rows), page, items: await postHits(ids(rows), terms, premium) };
      }
      return answer;
    },

    /** Ids of topics matching `q` (visibility is the caller's), for the forum list's search box. */
    async topicIds(q: string, max = 1000): Promise<number[]> {
      const words = await resolveWords(strapi, q);
      if (words.length === 0) return [];
      return strapi.db.connection.transaction(async (trx) => {
        await trx.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${SEARCH.typoThreshold}`);
        const cand = topicCandidates(strapi, words);
        const { rows } = await trx.raw(`SELECT id FROM (${cand.sql}) m LIMIT ?`, [...cand.bindings, max]);
        return (rows as Array<{ id: number }>).map((r) => Number(r.id));
      });
    },
  };
};
