import type { Core } from '@strapi/strapi';
import {
  highlightTerms,
  searchSnippet,
  type SearchAnswer,
  type SearchHit,
  type SearchRequest,
  type SearchResultType,
  type SearchUser,
} from '@oyundev/domain';
import { UIDS, quote, resolveWords, topicCandidates } from '../../../lib/search/sql';
import { table } from '../../../lib/tables';
import { raw } from '../../../lib/sql-names';
import { SEARCH_SESSION, searchRankQuery, type RankedRow } from '../../../lib/search/rank';
import type { RequestViewer } from '../../../lib/viewer';

// The rows the hit builders read.
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

export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function topicHits(ids: number[], terms: string[]): Promise<SearchHit[]> {
    if (ids.length === 0) return [];
    // One statement with its relations (the query engine's populate ran one more per relation).
    const { rows }: { rows: TopicHitRow[] } = await raw(
      strapi.db.connection,
      `SELECT t.id, t.slug, t.title, t.content, t.created_at AS "createdAt",
         (SELECT json_build_object('username', u.username) FROM {topic.author} a JOIN {user} u ON u.id = a.user_id
           WHERE a.topic_id = t.id ORDER BY a.id LIMIT 1) AS author,
         (SELECT json_build_object('name', c.name, 'slug', c.slug) FROM {topic.category} tc
           JOIN {forum-category} c ON c.id = tc.forum_category_id WHERE tc.topic_id = t.id ORDER BY tc.id LIMIT 1) AS category,
         (SELECT coalesce(json_agg(json_build_object('name', g.name) ORDER BY l.id), '[]') FROM {topic.tags} l
           JOIN {tag} g ON g.id = l.tag_id WHERE l.topic_id = t.id) AS tags
       FROM {topic} t WHERE t.id = ANY(?)`,
      [ids],
    );
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
    const { rows }: { rows: PostHitRow[] } = await raw(
      strapi.db.connection,
      `SELECT p.id, p.slug, p.title, p.excerpt, p.content, p.premium_preview AS "premiumPreview", p.is_premium AS "isPremium",
         p.tags, p.publish_date AS "publishDate", p.created_at AS "createdAt",
         (SELECT json_build_object('username', u.username) FROM {blog-post.author} a JOIN {user} u ON u.id = a.user_id
           WHERE a.blog_post_id = p.id ORDER BY a.id LIMIT 1) AS author,
         (SELECT json_build_object('name', c.name, 'slug', c.slug) FROM {blog-post.category} pc
           JOIN {blog-category} c ON c.id = pc.blog_category_id WHERE pc.blog_post_id = p.id ORDER BY pc.id LIMIT 1) AS category
       FROM {blog-post} p WHERE p.id = ANY(?)`,
      [ids],
    );
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
      // One statement ranks every requested type (after the session settings), in one short transaction.
      const rows: RankedRow[] =
        words.length === 0
          ? []
          : await strapi.db.connection.transaction(async (trx) => {
              for (const statement of SEARCH_SESSION) await trx.raw(statement);
              const query = searchRankQuery(strapi, words, types, premium, window);
              return (await trx.raw(query.sql, query.bindings)).rows;
            });
      const ofType = (type: SearchResultType) => rows.filter((r) => r.type === type);
      const total = (of: RankedRow[]) => Number(of[0]?.total ?? 0);
      const ids = (of: RankedRow[]) => of.map((r) => Number(r.id));
      // The hits of each type are read side by side (each is the query engine's read with its relations).
      const [forum, blog, users] = await Promise.all([
        types.includes('forum') ? topicHits(ids(ofType('forum')), terms) : null,
        types.includes('blog') ? postHits(ids(ofType('blog')), terms, premium) : null,
        types.includes('users') ? userHits(ids(ofType('users'))) : null,
      ]);
      if (forum) answer.groups.forum = { total: total(ofType('forum')), page, items: forum };
      if (blog) answer.groups.blog = { total: total(ofType('blog')), page, items: blog };
      if (users) answer.groups.users = { total: total(ofType('users')), page, items: users };
      return answer;
    },

    /** Ids of topics matching `q` (visibility is the caller's), for the forum list's search box. */
    async topicIds(q: string, max = 1000): Promise<number[]> {
      const words = await resolveWords(strapi, q);
      if (words.length === 0) return [];
      return strapi.db.connection.transaction(async (trx) => {
        for (const statement of SEARCH_SESSION) await trx.raw(statement);
        const { ids, match } = topicCandidates(strapi, words);
        const { rows } = await trx.raw(
          `SELECT x.id FROM (${ids.sql}) m CROSS JOIN LATERAL (SELECT * FROM ${quote(table(strapi, UIDS.topic))} x ` +
            `WHERE x.id = m.id LIMIT 1) x WHERE ${match.sql} LIMIT ?`,
          [...ids.bindings, ...match.bindings, max],
        );
        return (rows as Array<{ id: number }>).map((r) => Number(r.id));
      });
    },
  };
};
