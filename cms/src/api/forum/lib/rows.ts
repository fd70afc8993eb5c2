import type { Core } from '@strapi/strapi';
import type { ModelMeta } from '../../../lib/db';
import type { ReplyRow, TopicRow, UserRow } from '../../../lib/present';
import { column, link, table } from '../../../lib/tables';

// The forum's hot reads in one SQL statement each (issue 15): a page of topic cards, a topic, a page of replies,
// each with its author (role, avatar), category and tags joined in, shaped as the rows the query engine's
// populate returned (lib/present.ts reads them unchanged). The query engine ran one statement per populated
// relation — eight for a topic list, seven for a reply page. Names come from Strapi's metadata (lib/tables.ts).

const TOPIC = 'api::topic.topic';
const REPLY = 'api::reply.reply';
const CATEGORY = 'api::forum-category.forum-category';
const TAG = 'api::tag.tag';
const USER = 'plugin::users-permissions.user';
const ROLE = 'plugin::users-permissions.role';
const FILE = 'plugin::upload.file';

type Knex = Core.Strapi['db']['connection'];
type Row = Record<string, unknown>;

const TOPIC_FIELDS = [
  'slug',
  'title',
  'content',
  'score',
  'upvoteCount',
  'downvoteCount',
  'likeCount',
  'replyCount',
  'viewCount',
  'isPinned',
  'isClosed',
  'isResolved',
  'isFeatured',
  'isApproved',
  'isActive',
  'solutionReplyId',
  'gameEngine',
  'skillLevel',
  'createdAt',
  'lastReplyAt',
] as const;
const CATEGORY_FIELDS = ['name', 'slug', 'icon', 'color', 'isPremium'] as const;
const REPLY_FIELDS = ['content', 'createdAt', 'updatedAt', 'isEdited', 'likeCount', 'score', 'upvoteCount', 'downvoteCount'] as const;

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** SQL fragments of a member summary (USER_SUMMARY_POPULATE: username, reputation, role type, avatar url). */
export function authorSql(strapi: Core.Strapi, userAlias: string, prefix: string) {
  const role = link(strapi, USER, 'role');
  const morph = (strapi.db.metadata.get(FILE) as ModelMeta).attributes.related?.joinTable as unknown as {
    name: string;
    joinColumn: { name: string };
    morphColumn: { idColumn: { name: string }; typeColumn: { name: string } };
  };
  const u = (attr: string) => `${userAlias}.${q(column(strapi, USER, attr))}`;
  return {
    select: [
      `${userAlias}.id AS ${prefix}_id`,
      `${u('username')} AS ${prefix}_username`,
      `${u('reputation')} AS ${prefix}_reputation`,
      `(SELECT r.${q(column(strapi, ROLE, 'type'))} FROM ${q(role.name)} ur JOIN ${q(table(strapi, ROLE))} r ON r.id = ur.${q(role.to)}
        WHERE ur.${q(role.from)} = ${userAlias}.id LIMIT 1) AS ${prefix}_role`,
      `(SELECT f.${q(column(strapi, FILE, 'url'))} FROM ${q(morph.name)} m JOIN ${q(table(strapi, FILE))} f ON f.id = m.${q(morph.joinColumn.name)}
        WHERE m.${q(morph.morphColumn.idColumn.name)} = ${userAlias}.id AND m.${q(morph.morphColumn.typeColumn.name)} = '${USER}'
        AND m.field = 'avatar' LIMIT 1) AS ${prefix}_avatar`,
    ],
  };
}

export function userOf(row: Row, prefix: string): UserRow | null {
  if (row[`${prefix}_id`] === null || row[`${prefix}_id`] === undefined) return null;
  return {
    id: Number(row[`${prefix}_id`]),
    username: row[`${prefix}_username`] as string,
    reputation: row[`${prefix}_reputation`] as number | null,
    role: row[`${prefix}_role`] ? { type: row[`${prefix}_role`] as string } : null,
    avatar: row[`${prefix}_avatar`] ? { url: row[`${prefix}_avatar`] as string } : null,
  } as UserRow;
}

const camelRow = <K extends string>(row: Row, fields: readonly K[], prefix = '') =>
  Object.fromEntries(fields.map((f) => [f, row[`${prefix}${f}`] ?? null])) as Record<K, unknown>;

/** Topics by id, as TOPIC_POPULATE rows, in the order given: one statement. */
export async function topicRows(strapi: Core.Strapi, db: Knex, ids: number[]): Promise<TopicRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectTopics(strapi, db, 't.id = ANY(?::int[])', [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter(Boolean) as TopicRow[];
}

/** An active topic by slug or id (the topic page's key), as a TOPIC_POPULATE row: one statement. */
export async function activeTopic(strapi: Core.Strapi, db: Knex, key: { id: number } | { slug: string }): Promise<TopicRow | null> {
  const active = `t.${q(column(strapi, TOPIC, 'isActive'))} = true`;
  const [row] =
    'id' in key
      ? await selectTopics(strapi, db, `t.id = ? AND ${active}`, [key.id])
      : await selectTopics(strapi, db, `t.${q(column(strapi, TOPIC, 'slug'))} = ? AND ${active}`, [key.slug]);
  return row ?? null;
}

async function selectTopics(strapi: Core.Strapi, db: Knex, where: string, bindings: unknown[]): Promise<TopicRow[]> {
  const t = (attr: string) => `t.${q(column(strapi, TOPIC, attr))}`;
  const author = link(strapi, TOPIC, 'author');
  const category = link(strapi, TOPIC, 'category');
  const tags = link(strapi, TOPIC, 'tags');
  const tagOrder = (strapi.db.metadata.get(TOPIC) as ModelMeta).attributes.tags?.joinTable?.orderColumnName;
  const sql = `
    SELECT t.id, ${TOPIC_FIELDS.map((f) => `${t(f)} AS ${q(f)}`).join(', ')},
      ${authorSql(strapi, 'u', 'author').select.join(',\n      ')},
      c.id AS category_id, ${CATEGORY_FIELDS.map((f) => `c.${q(column(strapi, CATEGORY, f))} AS ${q(`category_${f}`)}`).join(', ')},
      (SELECT coalesce(json_agg(g.${q(column(strapi, TAG, 'name'))} ORDER BY ${tagOrder ? `tt.${q(tagOrder)}, ` : ''}tt.id), '[]'::json)
         FROM ${q(tags.name)} tt JOIN ${q(table(strapi, TAG))} g ON g.id = tt.${q(tags.to)} WHERE tt.${q(tags.from)} = t.id) AS tag_names
    FROM ${q(table(strapi, TOPIC))} t
    LEFT JOIN ${q(author.name)} ta ON ta.${q(author.from)} = t.id
    LEFT JOIN ${q(table(strapi, USER))} u ON u.id = ta.${q(author.to)}
    LEFT JOIN ${q(category.name)} tc ON tc.${q(category.from)} = t.id
    LEFT JOIN ${q(table(strapi, CATEGORY))} c ON c.id = tc.${q(category.to)}
    WHERE ${where}`;
  const { rows } = await db.raw(sql, bindings);
  return (rows as Row[]).map(
    (row) =>
      ({
        id: Number(row.id),
        ...camelRow(row, TOPIC_FIELDS),
        author: userOf(row, 'author'),
        category: row.category_id == null ? null : { id: Number(row.category_id), ...camelRow(row, CATEGORY_FIELDS, 'category_') },
        tags: (row.tag_names as string[]).map((name) => ({ name })),
      }) as unknown as TopicRow,
  );
}

/**
 * One page of a topic's visible replies (approved, not deleted), oldest first, with author and quoted reply, and
 * the total: one statement. The page is found through the reply→topic index and sorted there; no statement
 * reads or counts more than this topic's replies, whatever the page number.
 */
export async function replyPage(strapi: Core.Strapi, db: Knex, topicId: number, limit: number, offset: number) {
  const r = (alias: string, attr: string) => `${alias}.${q(column(strapi, REPLY, attr))}`;
  const topic = link(strapi, REPLY, 'topic');
  // The total comes with every page, an empty one past the last page too (one row with no reply).
  const visible = `
      WITH base AS (
        SELECT x.id, ${r('x', 'createdAt')} AS created_at
        FROM ${q(topic.name)} rt JOIN ${q(table(strapi, REPLY))} x ON x.id = rt.${q(topic.from)}
        WHERE rt.${q(topic.to)} = ? AND ${r('x', 'isApproved')} = true AND ${r('x', 'isDeleted')} = false)
      SELECT b.id, b.created_at, c.total
      FROM (SELECT count(*) AS total FROM base) c
      LEFT JOIN LATERAL (SELECT id, created_at FROM base ORDER BY created_at ASC, id ASC LIMIT ? OFFSET ?) b ON true`;
  const rows = await selectReplies(strapi, db, visible, [topicId, limit, offset]);
  return { replies: rows.filter((row) => row.id != null).map(toReply), total: rows.length ? Number(rows[0].total) : null };
}

/**
 * The first page of visible replies of each of many topics (the static build's topic pages), with each topic's
 * total: one statement. A topic without visible replies has no entry.
 */
export async function firstReplyPages(strapi: Core.Strapi, db: Knex, topicIds: number[], limit: number) {
  const pages = new Map<number, { replies: ReplyRow[]; total: number }>();
  if (topicIds.length === 0) return pages;
  const r = (alias: string, attr: string) => `${alias}.${q(column(strapi, REPLY, attr))}`;
  const topic = link(strapi, REPLY, 'topic');
  const ranked = `
      SELECT id, created_at, total, topic_id FROM (
        SELECT x.id, ${r('x', 'createdAt')} AS created_at, rt.${q(topic.to)} AS topic_id,
          row_number() OVER (PARTITION BY rt.${q(topic.to)} ORDER BY ${r('x', 'createdAt')} ASC, x.id ASC) AS n,
          count(*) OVER (PARTITION BY rt.${q(topic.to)}) AS total
        FROM ${q(topic.name)} rt JOIN ${q(table(strapi, REPLY))} x ON x.id = rt.${q(topic.from)}
        WHERE rt.${q(topic.to)} = ANY(?::int[]) AND ${r('x', 'isApproved')} = true AND ${r('x', 'isDeleted')} = false) w
      WHERE n <= ?`;
  for (const row of await selectReplies(strapi, db, ranked, [topicIds, limit], 'v.topic_id')) {
    const id = Number(row.topic_id);
    const page = pages.get(id) ?? { replies: [], total: Number(row.total) };
    page.replies.push(toReply(row));
    pages.set(id, page);
  }
  return pages;
}

/** Replies by id (any state), as REPLY_POPULATE rows, in the order given: one statement. */
export async function replyRows(strapi: Core.Strapi, db: Knex, ids: number[]): Promise<ReplyRow[]> {
  if (ids.length === 0) return [];
  const r = (alias: string, attr: string) => `${alias}.${q(column(strapi, REPLY, attr))}`;
  const wanted = `SELECT x.id, ${r('x', 'createdAt')} AS created_at, 0 AS total FROM ${q(table(strapi, REPLY))} x WHERE x.id = ANY(?::int[])`;
  const byId = new Map((await selectReplies(strapi, db, wanted, [ids])).map((row) => [Number(row.id), toReply(row)]));
  return ids.map((id) => byId.get(id)).filter(Boolean) as ReplyRow[];
}

/** The replies `source` (SQL with columns id, created_at, total) names, with author and quoted reply joined in. */
async function selectReplies(strapi: Core.Strapi, db: Knex, source: string, bindings: unknown[], extra?: string): Promise<Row[]> {
  const r = (alias: string, attr: string) => `${alias}.${q(column(strapi, REPLY, attr))}`;
  const author = link(strapi, REPLY, 'author');
  const replyTo = link(strapi, REPLY, 'replyTo');
  const replies = q(table(strapi, REPLY));
  const users = q(table(strapi, USER));
  const sql = `
    WITH visible AS (${source})
    SELECT v.total, ${extra ? `${extra}, ` : ''}p.id, ${REPLY_FIELDS.map((f) => `${r('p', f)} AS ${q(f)}`).join(', ')},
      ${authorSql(strapi, 'u', 'author').select.join(',\n      ')},
      q.id AS quote_id, ${r('q', 'content')} AS quote_content, ${r('q', 'isDeleted')} AS quote_deleted,
      qu.${q(column(strapi, USER, 'username'))} AS quote_username
    FROM visible v
    LEFT JOIN ${replies} p ON p.id = v.id
    LEFT JOIN ${q(author.name)} pa ON pa.${q(author.from)} = p.id
    LEFT JOIN ${users} u ON u.id = pa.${q(author.to)}
    LEFT JOIN ${q(replyTo.name)} pq ON pq.${q(replyTo.from)} = p.id
    LEFT JOIN ${replies} q ON q.id = pq.${q(replyTo.to)}
    LEFT JOIN ${q(author.name)} qa ON qa.${q(author.from)} = q.id
    LEFT JOIN ${users} qu ON qu.id = qa.${q(author.to)}
    ORDER BY v.created_at ASC, v.id ASC`;
  const { rows } = await db.raw(sql, bindings);
  return rows as Row[];
}

const toReply = (row: Row): ReplyRow =>
  ({
    id: Number(row.id),
    ...camelRow(row, REPLY_FIELDS),
    author: userOf(row, 'author'),
    replyTo:
      row.quote_id == null
        ? null
        : {
            id: Number(row.quote_id),
            content: row.quote_content,
            isDeleted: row.quote_deleted,
            author: row.quote_username == null ? null : { username: row.quote_username },
          },
  }) as unknown as ReplyRow;
