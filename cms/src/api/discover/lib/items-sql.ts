// The SQL of discovery and trending: one UNION of visible forum topics and published blog posts, each with
// its activity inside a time window (votes, likes, replies, comments, counted views), ranked by the domain's
// trending formula (trendingScoreSql). Table and column names come from Strapi's metadata.
import type { Core } from '@strapi/strapi';
import { trendingScoreSql, type ContentSkillLevel, type DiscoverySort, type DiscoveryType, type GameEngine } from '@oyundev/domain';
import { column, link, table } from '../../../lib/tables';

export const UID = {
  topic: 'api::topic.topic',
  reply: 'api::reply.reply',
  forumCategory: 'api::forum-category.forum-category',
  post: 'api::blog-post.blog-post',
  blogCategory: 'api::blog-category.blog-category',
  vote: 'api::vote.vote',
  like: 'api::like.like',
  comment: 'api::comment.comment',
  topicView: 'api::topic-view.topic-view',
  pageView: 'api::page-view.page-view',
} as const;

export interface ItemsQuery {
  type: DiscoveryType;
  engines: GameEngine[];
  levels: ContentSkillLevel[];
  /** Forum and blog category slugs to keep (null = no category filter). */
  forumCategories: string[] | null;
  blogCategories: string[] | null;
  includePremium: boolean;
  /** Start of the window the activity (and the trending score) is counted in. */
  since: Date;
  /** Start of the window of the `trending` flag (a week). */
  flagSince: Date;
  sort: DiscoverySort;
  /** Only items with activity in the window (trending lists). */
  activeOnly: boolean;
  limit: number;
  offset: number;
}

export interface ItemRow {
  kind: 'forum' | 'blog';
  id: number;
  total: string | number;
  votes: string | number;
  likes: string | number;
  replies: string | number;
  comments: string | number;
  views: string | number;
  score: string | number;
  flag_score: string | number;
}

const q = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export function itemsSql(strapi: Core.Strapi, query: ItemsQuery): { sql: string; bindings: unknown[] } {
  const c = (uid: string, attr: string) => q(column(strapi, uid, attr));
  const t = (uid: string) => q(table(strapi, uid));
  // The CTEs come first in the text, the UNION's filters after them: each collects its own bindings in order.
  const cteBindings: unknown[] = [];
  const partBindings: unknown[] = [];
  const since = (value: Date) => {
    cteBindings.push(value);
    return '?';
  };
  const bind = (value: unknown) => {
    partBindings.push(value);
    return '?';
  };

  /** Activity per topic id (and below per post number) since a time. */
  const forumActivity = (from: Date) => {
    const replyTopic = link(strapi, UID.reply, 'topic');
    return (
      `SELECT id, sum(votes) AS votes, sum(likes) AS likes, sum(replies) AS replies, 0 AS comments, sum(views) AS views FROM (` +
      `SELECT ${c(UID.vote, 'targetId')} AS id, sum(${c(UID.vote, 'value')}) AS votes, 0 AS likes, 0 AS replies, 0 AS views FROM ${t(UID.vote)} ` +
      `WHERE ${c(UID.vote, 'targetType')} = 'topic' AND ${c(UID.vote, 'createdAt')} >= ${since(from)} GROUP BY 1 ` +
      `UNION ALL SELECT ${c(UID.like, 'targetId')}, 0, count(*), 0, 0 FROM ${t(UID.like)} ` +
      `WHERE ${c(UID.like, 'targetType')} = 'topic' AND ${c(UID.like, 'createdAt')} >= ${since(from)} GROUP BY 1 ` +
      `UNION ALL SELECT l.${q(replyTopic.to)}, 0, 0, count(*), 0 FROM ${t(UID.reply)} r JOIN ${q(replyTopic.name)} l ON l.${q(replyTopic.from)} = r.id ` +
      `WHERE r.${c(UID.reply, 'createdAt')} >= ${since(from)} AND NOT coalesce(r.${c(UID.reply, 'isDeleted')}, false) ` +
      `AND coalesce(r.${c(UID.reply, 'isApproved')}, true) GROUP BY 1 ` +
      `UNION ALL SELECT ${c(UID.topicView, 'topicId')}, 0, 0, 0, count(*) FROM ${t(UID.topicView)} ` +
      `WHERE ${c(UID.topicView, 'day')} >= (${since(from)}::timestamptz AT TIME ZONE 'Europe/Istanbul')::date GROUP BY 1` +
      `) a GROUP BY id`
    );
  };
  const blogActivity = (from: Date) =>
    `SELECT id, 0 AS votes, sum(likes) AS likes, 0 AS replies, sum(comments) AS comments FROM (` +
    `SELECT ${c(UID.like, 'targetId')} AS id, count(*) AS likes, 0 AS comments FROM ${t(UID.like)} ` +
    `WHERE ${c(UID.like, 'targetType')} = 'blog-post' AND ${c(UID.like, 'createdAt')} >= ${since(from)} GROUP BY 1 ` +
    `UNION ALL SELECT ${c(UID.comment, 'contentId')}, 0, count(*) FROM ${t(UID.comment)} ` +
    `WHERE ${c(UID.comment, 'contentType')} = 'blog' AND ${c(UID.comment, 'createdAt')} >= ${since(from)} ` +
    `AND coalesce(${c(UID.comment, 'isApproved')}, true) GROUP BY 1` +
    `) a GROUP BY id`;
  const blogViews = (from: Date) =>
    `SELECT ${c(UID.pageView, 'path')} AS path, sum(${c(UID.pageView, 'views')}) AS views FROM ${t(UID.pageView)} ` +
    `WHERE ${c(UID.pageView, 'day')} >= (${since(from)}::timestamptz AT TIME ZONE 'Europe/Istanbul')::date AND ${c(UID.pageView, 'path')} LIKE '/blog/%' GROUP BY 1`;

  const score = (a: string, views: string) =>
    trendingScoreSql({
      votes: `coalesce(${a}.votes, 0)`,
      likes: `coalesce(${a}.likes, 0)`,
      replies: `coalesce(${a}.replies, 0)`,
      comments: `coalesce(${a}.comments, 0)`,
      views: `coalesce(${views}, 0)`,
    });

  const ctes: string[] = [];
  const parts: string[] = [];
  if (query.type !== 'blog' && query.forumCategories?.length !== 0) {
    ctes.push(`fa AS (${forumActivity(query.since)})`, `ff AS (${forumActivity(query.flagSince)})`);
    const cat = link(strapi, UID.topic, 'category');
    const where = [`x.${c(UID.topic, 'isActive')}`, `x.${c(UID.topic, 'isApproved')}`];
    if (!query.includePremium) where.push(`(cg.id IS NULL OR NOT coalesce(cg.${c(UID.forumCategory, 'isPremium')}, false))`);
    if (query.engines.length) where.push(`x.${c(UID.topic, 'gameEngine')} = ANY(${bind(query.engines)})`);
    if (query.levels.length) where.push(`x.${c(UID.topic, 'skillLevel')} = ANY(${bind(query.levels)})`);
    if (query.forumCategories) where.push(`cg.${c(UID.forumCategory, 'slug')} = ANY(${bind(query.forumCategories)})`);
    parts.push(
      `SELECT 'forum' AS kind, x.id, x.${c(UID.topic, 'createdAt')} AS at, x.${c(UID.topic, 'viewCount')} AS total_views, ` +
        `x.${c(UID.topic, 'likeCount')} + x.${c(UID.topic, 'upvoteCount')} AS total_likes, x.${c(UID.topic, 'replyCount')} AS total_replies, ` +
        `coalesce(fa.votes, 0) AS votes, coalesce(fa.likes, 0) AS likes, coalesce(fa.replies, 0) AS replies, 0 AS comments, coalesce(fa.views, 0) AS views, ` +
        `${score('fa', 'fa.views')} AS score, ${score('ff', 'ff.views')} AS flag_score ` +
        `FROM ${t(UID.topic)} x LEFT JOIN ${q(cat.name)} tc ON tc.${q(cat.from)} = x.id ` +
        `LEFT JOIN ${t(UID.forumCategory)} cg ON cg.id = tc.${q(cat.to)} ` +
        `LEFT JOIN fa ON fa.id = x.id LEFT JOIN ff ON ff.id = x.id WHERE ${where.join(' AND ')}`,
    );
  }
  if (query.type !== 'forum' && query.blogCategories?.length !== 0) {
    ctes.push(`ba AS (${blogActivity(query.since)})`, `bf AS (${blogActivity(query.flagSince)})`);
    ctes.push(`bv AS (${blogViews(query.since)})`, `bw AS (${blogViews(query.flagSince)})`);
    const cat = link(strapi, UID.post, 'category');
    const publishDate = `x.${c(UID.post, 'publishDate')}`;
    const where = [`x.${c(UID.post, 'publishedAt')} IS NOT NULL`, `(${publishDate} IS NULL OR ${publishDate} <= now())`];
    if (query.engines.length) where.push(`x.${c(UID.post, 'gameEngine')} = ANY(${bind(query.engines)})`);
    if (query.levels.length) where.push(`x.${c(UID.post, 'skillLevel')} = ANY(${bind(query.levels)})`);
    if (query.blogCategories) where.push(`bc.${c(UID.blogCategory, 'slug')} = ANY(${bind(query.blogCategories)})`);
    const postNumber = `x.${c(UID.post, 'postNumber')}`;
    const path = `'/blog/' || x.${c(UID.post, 'slug')}`;
    parts.push(
      `SELECT 'blog' AS kind, x.id, coalesce(${publishDate}, x.${c(UID.post, 'createdAt')}) AS at, x.${c(UID.post, 'viewCount')} AS total_views, ` +
        `x.${c(UID.post, 'likeCount')} AS total_likes, x.${c(UID.post, 'commentCount')} AS total_replies, ` +
        `0 AS votes, coalesce(ba.likes, 0) AS likes, 0 AS replies, coalesce(ba.comments, 0) AS comments, coalesce(bv.views, 0) AS views, ` +
        `${score('ba', 'bv.views')} AS score, ${score('bf', 'bw.views')} AS flag_score ` +
        `FROM ${t(UID.post)} x LEFT JOIN ${q(cat.name)} pc ON pc.${q(cat.from)} = x.id ` +
        `LEFT JOIN ${t(UID.blogCategory)} bc ON bc.id = pc.${q(cat.to)} ` +
        `LEFT JOIN ba ON ba.id = ${postNumber} LEFT JOIN bf ON bf.id = ${postNumber} ` +
        `LEFT JOIN bv ON bv.path = ${path} LEFT JOIN bw ON bw.path = ${path} WHERE ${where.join(' AND ')}`,
    );
  }
  if (parts.length === 0) return { sql: 'SELECT NULL::text AS kind, 0 AS id, 0 AS total WHERE false', bindings: [] };

  const order: Record<DiscoverySort, string> = {
    trending: 'score DESC, at DESC',
    newest: 'at DESC',
    popular: 'total_views DESC, at DESC',
    'most-liked': 'total_likes DESC, at DESC',
    'most-discussed': 'total_replies DESC, at DESC',
  };
  // A vote's value counts, so heavily down-voted activity can sum below zero: only a positive score trends.
  const filter = query.activeOnly ? 'WHERE score > 0' : '';
  const sql =
    `WITH ${ctes.join(', ')} SELECT kind, id, votes, likes, replies, comments, views, score, flag_score, count(*) OVER () AS total ` +
    `FROM (${parts.join(' UNION ALL ')}) items ${filter} ORDER BY ${order[query.sort]}, kind, id DESC LIMIT ? OFFSET ?`;
  return { sql, bindings: [...cteBindings, ...partBindings, query.limit, query.offset] };
}
