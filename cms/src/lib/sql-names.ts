import type { Core } from '@strapi/strapi';
import type { Knex, ModelMeta } from './db';
import { asPrepared, onlyNumbered } from './prepared';

/*
 * Raw SQL with its names from Strapi's metadata. Strapi owns table names (`collectionName`) and the join
 * tables of relations (`<table>_<attr>_lnk`); the write paths' SQL names them as placeholders that this
 * module fills in from `strapi.db.metadata`, so a schema rename changes the SQL with it instead of
 * breaking it silently:
 *
 *   {topic}          the table of api::topic.topic                     → topics
 *   {topic.author}   the join table of the relation topic.author       → topics_author_lnk
 *   {user}           the table of plugin::users-permissions.user       → up_users
 *
 * Plain columns stay snake_case of their attribute (`reply_count`), and the columns of a join table are
 * `<singular>_id`; `assertSqlNames` checks every such column the raw SQL uses against the metadata when
 * the cms starts (bootstrap) and in the tests, so a rename fails loudly at boot, never in a member's write.
 */

const UIDS: Record<string, string> = {
  user: 'plugin::users-permissions.user',
  role: 'plugin::users-permissions.role',
  file: 'plugin::upload.file',
};

/** The content type a placeholder's model key names: `topic` → api::topic.topic, `user` → the users plugin. */
export const uidOf = (model: string) => UIDS[model] ?? `api::${model}.${model}`;

function strapiOf(): Core.Strapi {
  const instance = (globalThis as { strapi?: Core.Strapi }).strapi;
  if (!instance) throw new Error('sql-names: Strapi is not loaded');
  return instance;
}

function meta(strapi: Core.Strapi, model: string): ModelMeta {
  const found = strapi.db.metadata.get(uidOf(model)) as ModelMeta | undefined;
  if (!found) throw new Error(`sql-names: no content type ${uidOf(model)}`);
  return found;
}

/** The table of a model key (`tableOf('like')` → likes), for knex builders: `trx(tableOf('like'))`. */
export function tableOf(model: string, strapi: Core.Strapi = strapiOf()): string {
  return meta(strapi, model).tableName;
}

/** The join table of a relation (`linkOf('topic', 'author')` → topics_author_lnk). */
export function linkOf(model: string, attribute: string, strapi: Core.Strapi = strapiOf()): string {
  const joinTable = meta(strapi, model).attributes[attribute]?.joinTable;
  if (!joinTable) throw new Error(`sql-names: ${uidOf(model)}.${attribute} is not a relation with a join table`);
  return joinTable.name;
}

const PLACEHOLDER = /\{([a-z][a-z-]*)(?:\.([a-zA-Z]+))?\}/g;
const filled = new WeakMap<Core.Strapi, Map<string, string>>();

/** The SQL with every `{model}` and `{model.relation}` placeholder replaced by its name (cached per text). */
export function named(text: string, strapi: Core.Strapi = strapiOf()): string {
  let cache = filled.get(strapi);
  if (!cache) filled.set(strapi, (cache = new Map()));
  let sql = cache.get(text);
  if (sql === undefined) {
    sql = text.replace(PLACEHOLDER, (_, model: string, attribute?: string) =>
      attribute ? linkOf(model, attribute, strapi) : tableOf(model, strapi),
    );
    cache.set(text, sql);
  }
  return sql;
}

/** Columns the raw SQL names by hand, per model key (plain columns; relations are checked below). */
const COLUMNS: Record<string, string[]> = {
  reply: ['like_count', 'upvote_count', 'downvote_count', 'score', 'is_deleted', 'is_approved', 'created_at', 'content', 'edit_history'],
  topic: [
    'slug',
    'title',
    'reply_count',
    'last_reply_at',
    'like_count',
    'upvote_count',
    'downvote_count',
    'score',
    'report_count',
    'is_reported',
    'is_active',
    'is_approved',
    'is_rejected',
    'requires_approval',
    'is_closed',
    'is_resolved',
    'solution_reply_id',
    'created_at',
    // The admin's content table and dashboard (api/admin).
    'content',
    'view_count',
    'is_pinned',
    'is_featured',
    'updated_at',
  ],
  comment: ['like_count', 'content_type', 'content_id', 'is_approved', 'content'],
  tag: ['name', 'topic_count'],
  'forum-category': ['name', 'slug', 'topic_count', 'post_count', 'last_activity_at', 'is_premium', 'sort_order'],
  // Search hits (api/search/services/search.ts) and the blog's category list (api/blog/services/blog.ts).
  'blog-category': ['name', 'slug', 'color', 'sort_order'],
  'blog-post': [
    'title',
    'slug',
    'is_approved',
    'like_count',
    'bookmark_count',
    'comment_count',
    'report_count',
    'is_reported',
    'post_number',
    'published_at',
    'review_status',
    'created_at',
    'view_count',
    'is_featured',
    'publish_date',
    'updated_at',
    'subtitle',
    // Search hits (api/search/services/search.ts).
    'excerpt',
    'content',
    'premium_preview',
    'is_premium',
    'tags',
  ],
  'page-view': ['day', 'path', 'views'],
  'blog-view': ['post_number', 'visitor', 'day'],
  like: ['user_id', 'target_type', 'target_id'],
  vote: ['user_id', 'target_type', 'target_id', 'value'],
  bookmark: ['user_id', 'target_type', 'target_id', 'created_at'],
  follow: ['follower_id', 'following_id'],
  report: [
    'content_type',
    'content_id',
    'status',
    'type',
    'content_title',
    'content_author_id',
    'reporter_id',
    'report_count',
    'resolution',
    'created_at',
  ],
  // The admin's audit log (api/admin/services/audit.ts reads it with knex, by these columns).
  'audit-log': ['actor_id', 'action', 'target_type', 'target_id', 'before', 'after', 'created_at'],
  activity: ['user_id', 'type', 'points', 'target_type', 'target_id', 'occurred_at'],
  'topic-view': ['visitor', 'day'],
  user: [
    'username',
    'created_at',
    'deleted_at',
    'topic_count',
    'forum_post_count',
    'blog_post_count',
    'likes_given',
    'likes_received',
    'comments_given',
    'comments_received',
    'bookmark_count',
    'follower_count',
    'following_count',
    'solution_count',
    'reputation',
    'activity_points',
    'experience',
    'level',
    'last_activity_date',
    'best_streak',
    'current_streak',
    'streak_freeze_day',
    'onboarding_completed',
    // The admin's users table (api/admin/services/users.ts).
    'email',
    'full_name',
    'is_active',
    'is_banned',
    'ban_expires_at',
    'ban_reason',
    'last_seen',
    'last_login',
    // /api/stats counts the members who are not blocked.
    'blocked',
  ],
  'points-total': ['user_id', 'period', 'period_start', 'points'],
  notification: ['user_id', 'type', 'title', 'message', 'link', 'is_read', 'actor_id', 'created_at'],
  'badge-award': ['user_id', 'badge_id', 'earned_at', 'target_type', 'target_id'],
  badge: ['slug', 'name', 'reward'],
};

/** Relations the raw SQL joins through, with the `<singular>_id` columns it expects: [model, attribute, from, to]. */
const LINKS: Array<[string, string, string, string]> = [
  ['reply', 'topic', 'reply_id', 'topic_id'],
  ['reply', 'author', 'reply_id', 'user_id'],
  ['topic', 'author', 'topic_id', 'user_id'],
  ['topic', 'category', 'topic_id', 'forum_category_id'],
  ['topic', 'tags', 'topic_id', 'tag_id'],
  ['topic', 'lastReply', 'topic_id', 'reply_id'],
  ['topic', 'lastReplyBy', 'topic_id', 'user_id'],
  ['forum-category', 'lastTopic', 'forum_category_id', 'topic_id'],
  ['forum-category', 'lastUser', 'forum_category_id', 'user_id'],
  ['comment', 'author', 'comment_id', 'user_id'],
  ['comment', 'parent', 'comment_id', 'inv_comment_id'],
  ['blog-post', 'author', 'blog_post_id', 'user_id'],
  ['blog-post', 'category', 'blog_post_id', 'blog_category_id'],
  ['user', 'role', 'user_id', 'role_id'],
];

/** Throws one error listing every hand-named column or join column that the metadata does not have. */
export function assertSqlNames(strapi: Core.Strapi) {
  const problems: string[] = [];
  for (const [model, columns] of Object.entries(COLUMNS)) {
    const known = new Set(
      Object.values(meta(strapi, model).attributes)
        .map((a) => a.columnName)
        .filter(Boolean),
    );
    for (const c of columns) if (!known.has(c)) problems.push(`${uidOf(model)}: no column ${c}`);
  }
  for (const [model, attribute, from, to] of LINKS) {
    const jt = meta(strapi, model).attributes[attribute]?.joinTable;
    if (!jt || jt.joinColumn.name !== from || jt.inverseJoinColumn.name !== to) {
      problems.push(`${uidOf(model)}.${attribute}: join table is not (${from}, ${to})`);
    }
  }
  if (problems.length) throw new Error(`raw SQL names no longer match the schema:\n${problems.join('\n')}`);
}

/** `trx.raw` of SQL written with `{model}` / `{model.relation}` placeholders (see the top of this file). */
export function raw(trx: Knex, text: string, bindings?: readonly unknown[]) {
  const sql = named(text);
  if (bindings === undefined) return trx.raw(sql);
  const query = trx.raw(sql, bindings as Parameters<Knex['raw']>[1]);
  // With bindings it is one statement (PostgreSQL's extended protocol) and runs prepared (prepared.ts); with an empty
  // list node-postgres sends a simple query, which may hold several statements — left unnamed.
  return bindings.length === 0 ? query : asPrepared(query, onlyNumbered(sql, bindings) ? sql : undefined);
}
