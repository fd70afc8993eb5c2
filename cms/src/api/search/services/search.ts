import type { Core } from '@strapi/strapi';
import {
  highlightTerms,
  searchSnippet,
  type SearchAnswer,
  type SearchHit,
  type SearchRequest,
  type SearchResultType,
  type SearchUser,
  type StemmedWord,
} from '@oyundev/domain';
import { SEARCH, UIDS, resolveWords, topicCandidates, type Raw } from '../../../lib/search/sql';
import { SEARCH_SESSION, postRankQuery, topicRankQuery, userRankQuery } from '../../../lib/search/rank';
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

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const run = async (trx: Knex, query: Raw): Promise<Ranked[]> => (await trx.raw(query.sql, query.bindings)).rows;
  const rankTopics = (trx: Knex, words: StemmedWord[], includePremium: boolean, page: Page) =>
    run(trx, topicRankQuery(strapi, words, includePremium, page));
  const rankPosts = (trx: Knex, words: StemmedWord[], page: Page) => run(trx, postRankQuery(strapi, words, page));
  const rankUsers = (trx: Knex, words: StemmedWord[], page: Page) => run(trx, userRankQuery(strapi, words, page));

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
              for (const statement of SEARCH_SESSION) await trx.raw(statement);
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
