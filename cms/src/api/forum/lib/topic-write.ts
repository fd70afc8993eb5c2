import type { Core } from '@strapi/strapi';
import { slugify, topicSlug, uniqueSlug, TOPIC_SLUG_MAX } from '@oyundev/domain';
import { columnList, placeholders, relationInsert, rowValues, type Knex, type ModelMeta } from '../../../lib/db';
import { linkOf, raw, tableOf } from '../../../lib/sql-names';
import { link, table } from '../../../lib/tables';
import { ROW_LOCK, pointAtCtes } from './forum-counters';
import { afterAward, awardSql } from '../../../lib/ledger';
import { postingCountsOf, postingCountsSql, type PostingCounts } from './posting-limits';

/*
 * A new topic in few statements (issue 15), as reply-write.ts does for replies: the category (locked) and the posting
 * counts in one read; the tags that do not exist yet in one insert; the topic, its author / category / tag links, the
 * tags' counts and the category's counters and last activity in one write. The member's counters move with the
 * ledger line (ledger.award).
 */

const TOPIC = 'api::topic.topic';
const TAG = 'api::tag.tag';
const CATEGORY = 'api::forum-category.forum-category';

export interface TopicCategory {
  id: number;
  slug: string;
  isPremium: boolean;
  requireApproval: boolean;
  active: boolean;
}

/**
 * The category by slug or id with its settings, its row locked until the transaction ends, and the member's posting
 * counts (when `counting`): one statement. Take the posting lock first (`takePostingLock`).
 */
export async function readTopicContext(
  strapi: Core.Strapi,
  trx: Knex,
  slugOrId: string,
  counting: { viewerId: number; now: Date } | null,
): Promise<{ category: TopicCategory | null; counts: PostingCounts | null }> {
  const settings = link(strapi, CATEGORY, 'settings');
  const settingsTable = table(strapi, 'forum.category-settings');
  const counts = counting ? postingCountsSql('topic', counting.viewerId, counting.now) : null;
  const numeric = /^\d{1,9}$/.test(slugOrId);
  const { rows } = await raw(
    trx,
    `SELECT c.id, c.slug, c.is_premium, s.require_approval, s.is_active${counts ? `, ${counts.sql}` : ''}
     FROM {forum-category} c
     LEFT JOIN ?? cc ON cc.?? = c.id AND cc.field = 'settings'
     LEFT JOIN ?? s ON s.id = cc.??
     WHERE c.slug = ? OR c.id = ?
     ORDER BY (c.slug = ?) DESC
     LIMIT 1
     ${ROW_LOCK} OF c`,
    [
      ...(counts?.bindings ?? []),
      settings.name,
      settings.from,
      settingsTable,
      settings.to,
      slugOrId,
      numeric ? Number(slugOrId) : 0,
      slugOrId,
    ],
  );
  const row = rows[0];
  if (!row) {
    // No such category: the limits are still answered first, as for any post.
    if (!counts) return { category: null, counts: null };
    const again = await raw(trx, `SELECT ${counts.sql}`, counts.bindings);
    return { category: null, counts: postingCountsOf(again.rows[0]) };
  }
  return {
    category: {
      id: Number(row.id),
      slug: row.slug as string,
      isPremium: row.is_premium === true,
      requireApproval: row.require_approval === true,
      active: row.is_active !== false,
    },
    counts: counts ? postingCountsOf(row) : null,
  };
}

/** The tags of these names that do not exist yet, created in one statement (a concurrent creation is not an error). */
export async function ensureTags(strapi: Core.Strapi, trx: Knex, names: string[], now: Date) {
  if (names.length === 0) return;
  // In one order (by name), so two topics creating the same new tags wait for each other instead of deadlocking.
  const rows = [...names].sort().map((name) => rowValues(strapi, TAG, { name, slug: slugify(name, 40) || 'etiket', topicCount: 0 }, now));
  await raw(
    trx,
    `INSERT INTO {tag} (${columnList(rows[0].columns)}) VALUES ${rows.map((r) => `(${placeholders(r.values)})`).join(', ')}
     ON CONFLICT (name) DO NOTHING`,
    rows.flatMap((r) => r.values),
  );
}

/**
 * Writes the topic under `slug` in one statement, or nothing when the slug is taken (the UNIQUE index decides between
 * two members who pick it at the same moment): the row, its author / category / tag links and, when it counts (not
 * pending), its tags' counts, its category's counters and last activity (the category was locked by the read) and
 * the author's topic_created ledger line with their counters (ledger.ts `awardSql`; the day's streak and a badge
 * reached follow in statements of their own). Returns the new id, or null.
 */
export async function writeTopic(
  strapi: Core.Strapi,
  trx: Knex,
  input: { data: Record<string, unknown>; slug: string; viewerId: number; categoryId: number; tags: string[]; counts: boolean; now: Date },
): Promise<number | null> {
  const { viewerId, categoryId, tags, now } = input;
  // A counted topic's ledger line (topic_created, with the author's topic and post counts) in this statement too, only
  // when the row was written (`tp`): the member's lock is the last one taken, after the category's (taken by the read).
  const ledgerLine = { userId: viewerId, type: 'topic_created' as const, targetType: 'topic', targetId: 0 };
  const ledger = input.counts
    ? awardSql(ledgerLine, now, { counters: { topic_count: 1, forum_post_count: 1 }, target: { idSql: 'tp.id', from: 'tp' } })
    : null;
  const row = rowValues(strapi, TOPIC, { ...input.data, slug: input.slug }, now);
  const author = relationInsert(strapi, TOPIC, 'author', 'tp.id', viewerId, 'FROM tp');
  const category = relationInsert(strapi, TOPIC, 'category', 'tp.id', categoryId, 'FROM tp');
  const tagLink = (strapi.db.metadata.get(TOPIC) as ModelMeta).attributes.tags!.joinTable!;
  const parts = [
    `tp AS (INSERT INTO {topic} (${columnList(row.columns)}) VALUES (${placeholders(row.values)})
            ON CONFLICT (slug) DO NOTHING RETURNING id, created_at)`,
    `la AS (${author.sql})`,
    `lc AS (${category.sql})`,
    // The tags exist (ensureTags ran in an earlier statement); linked in the order given.
    `tg AS (SELECT id, array_position(CAST(? AS text[]), name) AS position FROM {tag} WHERE name = ANY(CAST(? AS text[])))`,
    `lt AS (INSERT INTO "${tagLink.name}" ("${tagLink.joinColumn.name}", "${tagLink.inverseJoinColumn.name}"${
      tagLink.orderColumnName ? `, "${tagLink.orderColumnName}"` : ''
    }${tagLink.inverseOrderColumnName ? `, "${tagLink.inverseOrderColumnName}"` : ''})
            SELECT tp.id, tg.id${tagLink.orderColumnName ? ', row_number() OVER (ORDER BY tg.position)' : ''}${
              tagLink.inverseOrderColumnName
                ? `, (SELECT COALESCE(MAX(x."${tagLink.inverseOrderColumnName}"), 0) + 1 FROM "${tagLink.name}" x WHERE x."${tagLink.inverseJoinColumn.name}" = tg.id)`
                : ''
            }
            FROM tp, tg)`,
  ];
  const bindings: unknown[] = [...row.values, ...author.bindings, ...category.bindings, tags, tags];
  if (input.counts) {
    const lastTopic = pointAtCtes('ct', linkOf('forum-category', 'lastTopic'), 'forum_category_id', 'topic_id', categoryId, 'last', 'id');
    const lastUser = pointAtCtes('cu', linkOf('forum-category', 'lastUser'), 'forum_category_id', 'user_id', categoryId, 'last', 'user_id');
    parts.push(
      `tc AS (UPDATE {tag} SET topic_count = GREATEST(topic_count + 1, 0) WHERE id IN (SELECT id FROM tg) AND EXISTS (SELECT 1 FROM tp))`,
      // The category's newest activity: this topic (not visible to this statement's snapshot) or another counted one.
      `last AS (
         SELECT id, at, user_id FROM (
           SELECT tp.id, tp.created_at AS at, CAST(? AS int) AS user_id FROM tp
           UNION ALL
           (SELECT t2.id, COALESCE(t2.last_reply_at, t2.created_at), COALESCE(lrb.user_id, ta.user_id)
            FROM {topic} t2
            JOIN {topic.category} tc2 ON tc2.topic_id = t2.id
            LEFT JOIN {topic.lastReplyBy} lrb ON lrb.topic_id = t2.id
            LEFT JOIN {topic.author} ta ON ta.topic_id = t2.id
            WHERE tc2.forum_category_id = ? AND t2.is_active = true AND t2.is_approved = true
            ORDER BY COALESCE(t2.last_reply_at, t2.created_at) DESC, t2.id DESC
            LIMIT 1)) candidates
         ORDER BY at DESC, id DESC
         LIMIT 1)`,
      `cc AS (UPDATE {forum-category} SET topic_count = GREATEST(topic_count + 1, 0), post_count = GREATEST(post_count + 1, 0),
                last_activity_at = (SELECT at FROM last) WHERE id = ? AND EXISTS (SELECT 1 FROM tp))`,
      lastTopic.sql,
      lastUser.sql,
    );
    bindings.push(viewerId, categoryId, categoryId, ...lastTopic.bindings, ...lastUser.bindings);
  }
  if (ledger) parts.push(ledger.ctes);
  const { rows } = await raw(
    trx,
    `WITH ${parts.join(',\n')}\nSELECT tp.id${ledger ? `, ${ledger.columns} FROM tp LEFT JOIN ${ledger.from} ON true` : ' FROM tp'}`,
    [...bindings, ...(ledger?.bindings ?? [])],
  );
  if (!rows[0]) return null;
  const id = Number(rows[0].id);
  if (ledger) await afterAward(strapi, trx, { ...ledgerLine, targetId: id }, rows[0], now);
  return id;
}

/**
 * Writes the topic under its title's slug (Turkish-aware, cut at TOPIC_SLUG_MAX), or — when that is taken — under the
 * first free `-2`, `-3` … (uniqueSlug). Returns its id and slug.
 */
export async function writeTopicUnderFreeSlug(
  strapi: Core.Strapi,
  trx: Knex,
  input: Omit<Parameters<typeof writeTopic>[2], 'slug'>,
): Promise<{ id: number; slug: string }> {
  const base = topicSlug(String(input.data.title));
  const root = base === '' ? 'konu' : base;
  const first = await writeTopic(strapi, trx, { ...input, slug: root });
  if (first !== null) return { id: first, slug: root };
  const taken = async (slug: string) => (await trx(tableOf('topic')).where({ slug }).first('id')) !== undefined;
  for (let attempt = 0; attempt < 20; attempt++) {
    const slug = await uniqueSlug(base, taken, { maxLength: TOPIC_SLUG_MAX, fallback: 'konu' });
    const id = await writeTopic(strapi, trx, { ...input, slug });
    if (id !== null) return { id, slug };
  }
  throw new Error(`no free slug for "${base}"`);
}
