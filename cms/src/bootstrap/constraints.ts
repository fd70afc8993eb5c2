import type { Core } from '@strapi/strapi';
import type { Knex, ModelMeta } from '../lib/db';
import { badgeStateFunctionSql } from '../lib/badges';
import { replyPostingFunctionSql } from '../api/forum/lib/posting-limits';
import { raw } from '../lib/sql-names';
import { link } from '../lib/tables';

/**
 * UNIQUE constraints and list indexes that Strapi's schema sync cannot express, applied at every boot.
 *
 * Why not `database/migrations`: Strapi runs those once, *before* it syncs the tables with the content
 * types, so on a fresh database the tables they would index do not exist yet (and the migration would be
 * recorded as done). Bootstrap runs after the sync, and `IF NOT EXISTS` makes every statement a no-op on
 * the second boot. Schema sync only drops indexes it created itself (three-way diff against
 * `strapi_database_schema`), so these survive restarts and schema changes.
 *
 * Names of tables and columns come from Strapi's metadata (attribute names here), never hard-coded.
 */
type IndexSpec = {
  name: string;
  uid: string;
  /** Attribute names, or `{ sql }` for an expression over `{column}` placeholders. */
  columns: Array<string | { sql: string }>;
  unique?: boolean;
  /** Partial index predicate over `{attribute}` placeholders. */
  where?: string;
  /** The index method, when not btree. */
  using?: 'gin';
  /**
   * Added after databases with data existed: when rows already break the UNIQUE index, boot logs a warning
   * (the index is simply not there until the duplicates are resolved) instead of failing.
   */
  mayFindDuplicates?: boolean;
};

/**
 * A post's tags lower-cased as a jsonb array (none when the column holds no array): the GIN index above and
 * api/blog/lib/post-rows.ts relatedPosts must spell it the same for the planner to use the index.
 */
export const BLOG_TAGS_LOWER_SQL = (tags: string) =>
  `(CASE WHEN jsonb_typeof(${tags}) = 'array' THEN lower(${tags}::text)::jsonb ELSE '[]'::jsonb END)`;

const TOPIC = 'api::topic.topic';
const REPLY = 'api::reply.reply';
const BLOG_POST = 'api::blog-post.blog-post';
const USER = 'plugin::users-permissions.user';
/** UNIQUE indexes on accounts; register maps a 23505 on them to USERNAME_TAKEN / EMAIL_TAKEN by these names. */
export const USERNAME_INDEX = 'up_users_username_uq';
export const USERNAME_LOWER_INDEX = 'up_users_username_lower_uq';
export const EMAIL_LOWER_INDEX = 'up_users_email_lower_uq';

export const INDEXES: IndexSpec[] = [
  // One row per member and target: a duplicate insert fails with 23505 and is treated as "already done".
  { name: 'votes_user_target_uq', uid: 'api::vote.vote', columns: ['userId', 'targetType', 'targetId'], unique: true },
  { name: 'likes_user_target_uq', uid: 'api::like.like', columns: ['userId', 'targetType', 'targetId'], unique: true },
  { name: 'bookmarks_user_target_uq', uid: 'api::bookmark.bookmark', columns: ['userId', 'targetType', 'targetId'], unique: true },
  { name: 'follows_pair_uq', uid: 'api::follow.follow', columns: ['followerId', 'followingId'], unique: true },
  { name: 'badge_awards_user_badge_uq', uid: 'api::badge-award.badge-award', columns: ['userId', 'badgeId'], unique: true },
  { name: 'reports_reporter_content_uq', uid: 'api::report.report', columns: ['reporterId', 'contentType', 'contentId'], unique: true },
  { name: 'page_views_day_path_uq', uid: 'api::page-view.page-view', columns: ['day', 'path'], unique: true },
  // A topic's view counts once per visitor per Istanbul day.
  { name: 'topic_views_topic_visitor_day_uq', uid: 'api::topic-view.topic-view', columns: ['topicId', 'visitor', 'day'], unique: true },
  { name: 'blog_post_views_post_visitor_day_uq', uid: 'api::blog-view.blog-view', columns: ['postNumber', 'visitor', 'day'], unique: true },
  // A profile's view counts once per visitor per Istanbul day.
  {
    name: 'profile_views_profile_visitor_day_uq',
    uid: 'api::profile-view.profile-view',
    columns: ['profileId', 'visitor', 'day'],
    unique: true,
  },
  { name: 'tags_name_uq', uid: 'api::tag.tag', columns: ['name'], unique: true },
  { name: 'topics_slug_uq', uid: TOPIC, columns: ['slug'], unique: true },
  // A reply POST retried with the same Idempotency-Key writes one reply (lib/idempotency.ts).
  { name: 'replies_idempotency_key_uq', uid: REPLY, columns: ['idempotencyKey'], unique: true, where: '{idempotencyKey} IS NOT NULL' },
  { name: 'pages_slug_uq', uid: 'api::page.page', columns: ['slug'], unique: true },
  { name: 'forum_categories_slug_uq', uid: 'api::forum-category.forum-category', columns: ['slug'], unique: true },
  { name: 'blog_categories_slug_uq', uid: 'api::blog-category.blog-category', columns: ['slug'], unique: true },
  { name: 'badges_slug_uq', uid: 'api::badge.badge', columns: ['slug'], unique: true },
  { name: 'badges_name_uq', uid: 'api::badge.badge', columns: ['name'], unique: true },
  // A blog post document has a draft row and a published row: unique within each state.
  { name: 'blog_posts_slug_draft_uq', uid: BLOG_POST, columns: ['slug'], unique: true, where: '{publishedAt} IS NULL' },
  { name: 'blog_posts_slug_published_uq', uid: BLOG_POST, columns: ['slug'], unique: true, where: '{publishedAt} IS NOT NULL' },
  { name: 'blog_posts_number_draft_uq', uid: BLOG_POST, columns: ['postNumber'], unique: true, where: '{publishedAt} IS NULL' },
  { name: 'blog_posts_number_published_uq', uid: BLOG_POST, columns: ['postNumber'], unique: true, where: '{publishedAt} IS NOT NULL' },
  // The plugin checks these in JavaScript only; two simultaneous registrations must not both win.
  // (The plugin lowercases e-mails before its check and compares usernames exactly; so do these.)
  { name: USERNAME_INDEX, uid: USER, columns: ['username'], unique: true },
  { name: EMAIL_LOWER_INDEX, uid: USER, columns: [{ sql: 'lower({email})' }], unique: true },
  // Usernames are unique case-insensitively (api/account/lib/names); register maps a 23505 on this to USERNAME_TAKEN.
  {
    name: USERNAME_LOWER_INDEX,
    uid: USER,
    columns: [{ sql: 'lower({username})' }],
    unique: true,
    mayFindDuplicates: true,
  },

  // Topic lists (category filters go through topics_category_lnk, which Strapi indexes on both columns).
  {
    name: 'topics_latest_idx',
    uid: TOPIC,
    columns: [{ sql: '{isPinned} DESC' }, { sql: 'COALESCE({lastReplyAt}, {createdAt}) DESC' }, { sql: 'id DESC' }],
  },
  { name: 'topics_last_reply_at_idx', uid: TOPIC, columns: ['lastReplyAt'] },
  // A category's most recently active visible topic (api/forum/lib/reply-write.ts, the reply's category activity).
  {
    name: 'topics_visible_activity_idx',
    uid: TOPIC,
    columns: [{ sql: 'COALESCE({lastReplyAt}, {createdAt})' }, 'id'],
    where: '{isActive} AND {isApproved}',
  },
  { name: 'topics_created_at_idx', uid: TOPIC, columns: ['createdAt'] },
  { name: 'topics_score_idx', uid: TOPIC, columns: ['score'] },
  // The count of visible topics, index-only (api/forum/services/forum.ts visibleCount).
  { name: 'topics_visible_idx', uid: TOPIC, columns: ['id'], where: '{isActive} AND {isApproved}' },
  // Older topics that can still reach a page of 'hot' (score) or 'rising' (likes), each one's rank checked from the
  // index alone (api/forum/lib/ranked.ts); the plain ones serve the 'top' and 'likes' orders.
  { name: 'topics_visible_score_idx', uid: TOPIC, columns: ['score', 'createdAt', 'id'], where: '{isActive} AND {isApproved}' },
  { name: 'topics_visible_likes_idx', uid: TOPIC, columns: ['likeCount', 'createdAt', 'id'], where: '{isActive} AND {isApproved}' },
  // The newest visible topics of positive value, the `recent` candidates of 'hot' (score) and 'rising' (likes) in
  // api/forum/lib/ranked.ts: read newest first from the index alone (the value is its last column), instead of walking
  // every new topic and its row to skip those at 0.
  {
    name: 'topics_hot_recent_idx',
    uid: TOPIC,
    columns: ['createdAt', 'id', 'score'],
    where: '{isActive} AND {isApproved} AND {score} > 0',
  },
  {
    name: 'topics_rising_recent_idx',
    uid: TOPIC,
    columns: ['createdAt', 'id', 'likeCount'],
    where: '{isActive} AND {isApproved} AND {likeCount} > 0',
  },
  { name: 'topics_like_count_idx', uid: TOPIC, columns: ['likeCount'] },
  { name: 'topics_view_count_idx', uid: TOPIC, columns: ['viewCount'] },
  { name: 'replies_created_at_idx', uid: REPLY, columns: ['createdAt'] },
  // A topic's page of replies: its links, then each reply's visibility and time read from this index alone.
  { name: 'replies_visible_idx', uid: REPLY, columns: ['id', 'createdAt'], where: '{isApproved} AND NOT {isDeleted}' },
  // Counted replies per day and in all (admin dashboard, /api/stats), index-only.
  { name: 'replies_visible_created_idx', uid: REPLY, columns: ['createdAt'], where: '{isApproved} AND NOT {isDeleted}' },
  // Sign-ups per day and the newest members (admin dashboard).
  { name: 'up_users_created_at_idx', uid: USER, columns: ['createdAt'], where: '{deletedAt} IS NULL' },
  // The reputation board and a member's place on it (leaderboard, profile): index-only over the listed members.
  {
    name: 'up_users_board_idx',
    uid: USER,
    columns: [{ sql: '{reputation} DESC' }, 'id'],
    where: '{deletedAt} IS NULL AND {isActive} = true',
  },
  // The members /api/stats counts (not blocked, active), index-only: the users table is wide.
  { name: 'up_users_members_idx', uid: USER, columns: ['id'], where: '{blocked} = false AND {isActive} = true' },
  // The admin dashboard's days: new topics, members active today, page views — each read from its index alone.
  { name: 'topics_visible_created_idx', uid: TOPIC, columns: ['createdAt'], where: '{isActive} AND {isApproved}' },
  { name: 'activities_occurred_user_idx', uid: 'api::activity.activity', columns: ['occurredAt', 'userId'] },
  { name: 'page_views_day_views_idx', uid: 'api::page-view.page-view', columns: ['day', 'views'] },
  // The newest published blog posts (admin dashboard's recent activity).
  { name: 'blog_posts_published_at_idx', uid: BLOG_POST, columns: ['publishedAt'] },
  { name: 'blog_posts_publish_date_idx', uid: BLOG_POST, columns: ['publishDate'] },
  // A post's related posts: the posts sharing one of its tags (lower-cased), found without reading every post.
  { name: 'blog_posts_tags_lower_idx', uid: BLOG_POST, columns: [{ sql: BLOG_TAGS_LOWER_SQL('{tags}') }], using: 'gin' },
  // "Who liked / voted on this" and per-target counts; the unique indexes above serve "what did I do".
  { name: 'votes_target_idx', uid: 'api::vote.vote', columns: ['targetType', 'targetId'] },
  { name: 'likes_target_idx', uid: 'api::like.like', columns: ['targetType', 'targetId'] },
  { name: 'bookmarks_target_idx', uid: 'api::bookmark.bookmark', columns: ['targetType', 'targetId'] },
  { name: 'follows_following_idx', uid: 'api::follow.follow', columns: ['followingId'] },
  { name: 'badge_awards_badge_idx', uid: 'api::badge-award.badge-award', columns: ['badgeId'] },
  // The points ledger: a member's history, and period leaderboards.
  { name: 'activities_user_occurred_idx', uid: 'api::activity.activity', columns: ['userId', 'occurredAt'] },
  { name: 'activities_occurred_idx', uid: 'api::activity.activity', columns: ['occurredAt'] },
  // A member's lines of one type, counted up to a badge's threshold (lib/badges.ts badgeCountsSql), and the days of
  // their active lines (api/profile/services/profile.ts figuresOf: the streaks), both index-only. Without the time the
  // days were read row by row from the table: 17–21 ms for a bulk page of 100 profiles at the large seed, 4.7 with it.
  { name: 'activities_user_type_time_idx', uid: 'api::activity.activity', columns: ['userId', 'type', 'occurredAt'] },
  // "First activity of the day" (lib/ledger.ts): one daily_login line per member and Istanbul day (its target id,
  // YYYYMMDD) — the conflict target of its idempotent insert, so parallel first acts write one line.
  {
    name: 'activities_daily_line_uq',
    uid: 'api::activity.activity',
    columns: ['userId', 'targetId'],
    unique: true,
    where: "{type} = 'daily_login'",
  },
  // Materialised week / month totals (lib/period-points.ts): the upsert's conflict target, and the board's order.
  {
    name: 'points_totals_member_period_uq',
    uid: 'api::points-total.points-total',
    columns: ['userId', 'period', 'periodStart'],
    unique: true,
  },
  {
    name: 'points_totals_board_idx',
    uid: 'api::points-total.points-total',
    columns: ['period', 'periodStart', { sql: '{points} DESC' }, 'userId'],
  },
  { name: 'notifications_user_idx', uid: 'api::notification.notification', columns: ['userId', 'isRead', 'createdAt'] },
  { name: 'reports_status_idx', uid: 'api::report.report', columns: ['status', 'createdAt'] },
  // Reports on one piece of content (reportCount), and taking back a ledger line of a target.
  { name: 'reports_content_idx', uid: 'api::report.report', columns: ['contentType', 'contentId'] },
  { name: 'activities_target_idx', uid: 'api::activity.activity', columns: ['targetType', 'targetId'] },
  { name: 'comments_content_idx', uid: 'api::comment.comment', columns: ['contentType', 'contentId'] },
];

/**
 * Indexes on the join table of a relation (Strapi indexes each of its columns alone): `columns` name the side of the
 * link — `owner` the row holding the relation (joinColumn), `target` the row it points at (inverseJoinColumn).
 */
type LinkIndexSpec = { name: string; uid: string; attribute: string; columns: Array<'owner' | 'target'> };

export const LINK_INDEXES: LinkIndexSpec[] = [
  // A member's newest posts, newest first, from the index alone: the posting limits count them
  // (api/forum/lib/posting-limits.ts newestPosts).
  { name: 'replies_author_lnk_member_idx', uid: REPLY, attribute: 'author', columns: ['target', 'owner'] },
  { name: 'topics_author_lnk_member_idx', uid: TOPIC, attribute: 'author', columns: ['target', 'owner'] },
  { name: 'comments_author_lnk_member_idx', uid: 'api::comment.comment', attribute: 'author', columns: ['target', 'owner'] },
];

export function linkIndexStatement(strapi: Core.Strapi, spec: LinkIndexSpec): string {
  const joinTable = link(strapi, spec.uid, spec.attribute);
  const columns = spec.columns.map((side) => quote(side === 'owner' ? joinTable.from : joinTable.to)).join(', ');
  return `CREATE INDEX IF NOT EXISTS ${quote(spec.name)} ON ${quote(joinTable.name)} (${columns})`;
}

/** Sequence behind blog-post.postNumber (see the blog-post lifecycles). */
export const BLOG_POST_NUMBER_SEQUENCE = 'blog_posts_post_number_seq';

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

function columnOf(strapi: Core.Strapi, uid: string, attribute: string): string {
  if (attribute === 'id') return 'id';
  const attr = (strapi.db.metadata.get(uid) as ModelMeta).attributes[attribute];
  if (!attr) throw new Error(`constraints: ${uid} has no attribute ${attribute}`);
  return attr.columnName ?? attribute;
}

/** `{attribute}` placeholders → quoted column names. */
function expand(strapi: Core.Strapi, uid: string, sql: string): string {
  return sql.replace(/\{(\w+)\}/g, (_, attribute) => quote(columnOf(strapi, uid, attribute)));
}

export function indexStatement(strapi: Core.Strapi, spec: IndexSpec): string {
  const table = strapi.db.metadata.get(spec.uid).tableName;
  const columns = spec.columns
    .map((c) => (typeof c === 'string' ? quote(columnOf(strapi, spec.uid, c)) : expand(strapi, spec.uid, c.sql)))
    .join(', ');
  const where = spec.where ? ` WHERE ${expand(strapi, spec.uid, spec.where)}` : '';
  return `CREATE ${spec.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${quote(spec.name)} ON ${quote(table)}${spec.using ? ` USING ${spec.using}` : ''} (${columns})${where}`;
}

/** Indexes an earlier version created that a wider one in INDEXES now serves: dropped at boot. */
export const RETIRED_INDEXES = ['activities_user_type_idx'];

/** `knex` is the boot's schema transaction (bootstrap/schema.ts), or the pool when called on its own. */
export async function applyConstraints(strapi: Core.Strapi, knex: Knex = strapi.db.connection) {
  for (const name of RETIRED_INDEXES) await knex.raw(`DROP INDEX IF EXISTS ${quote(name)}`);
  for (const spec of INDEXES) {
    try {
      // An index that may fail on existing rows gets a savepoint, so its 23505 does not abort the boot's transaction.
      if (spec.mayFindDuplicates) await knex.transaction((savepoint) => savepoint.raw(indexStatement(strapi, spec)));
      else await knex.raw(indexStatement(strapi, spec));
    } catch (error) {
      // 23505: existing rows already break the UNIQUE index (a database from before it existed).
      if (!spec.mayFindDuplicates || (error as { code?: string })?.code !== '23505') throw error;
      strapi.log.warn(
        `[constraints] ${spec.name} not created: rows in ${strapi.db.metadata.get(spec.uid).tableName} already ` +
          `break it (${(error as { detail?: string }).detail ?? 'duplicate values'}). Resolve the duplicates and restart; ` +
          'until then uniqueness is kept by the application only.',
      );
    }
  }
  for (const spec of LINK_INDEXES) await knex.raw(linkIndexStatement(strapi, spec));
  // The badge state read after the member's lock (lib/badges.ts): replaced at every boot, so it follows the schema.
  await raw(knex, badgeStateFunctionSql());
  // A reply's posting lock and counts, read after the lock in the reply's one read (api/forum/lib/posting-limits.ts).
  await raw(knex, replyPostingFunctionSql());
  // Never hand out a number already in use (a restored dump, rows written before the sequence existed).
  const blogPosts = quote(strapi.db.metadata.get(BLOG_POST).tableName);
  const postNumber = quote(columnOf(strapi, BLOG_POST, 'postNumber'));
  const seq = quote(BLOG_POST_NUMBER_SEQUENCE);
  await knex.raw(`CREATE SEQUENCE IF NOT EXISTS ${seq}`);
  await knex.raw(
    `SELECT setval(?, m) FROM (SELECT MAX(${postNumber}) AS m FROM ${blogPosts}) s ` +
      `WHERE m IS NOT NULL AND m > (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM ${seq})`,
    [BLOG_POST_NUMBER_SEQUENCE],
  );
}
