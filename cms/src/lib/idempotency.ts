import type { Core } from '@strapi/strapi';
import { fail } from './errors';
import type { Knex } from './db';
import type { Ctx } from './koa';
import { named } from './sql-names';

/**
 * `Idempotency-Key` on reply POST: a client that did not hear the answer (a dropped connection, a timeout)
 * sends the same request with the same key again and gets the reply the first one wrote, never a second one.
 * The key is stored on the reply as `<member id>:<key>` under a UNIQUE index (bootstrap/constraints.ts), in
 * the same transaction as the reply: two retries racing each other cannot both commit — the second insert
 * fails with 23505, and that request answers with the first one's reply.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The member-scoped key of the request, or null when it sent none; a malformed key is a 400. */
export function idempotencyKeyOf(ctx: Ctx, memberId: number): string | null {
  const raw = ctx.get(IDEMPOTENCY_HEADER);
  if (!raw) return null;
  if (!KEY.test(raw)) throw fail('IDEMPOTENCY_KEY_INVALID');
  return `${memberId}:${raw}`;
}

export interface StoredReply {
  replyId: number;
  topicId: number;
  topicSlug: string;
  content: string;
  replyCount: number;
}

/** The reply an earlier request with this key wrote, if any. */
export async function replyByKey(strapi: Core.Strapi, key: string): Promise<StoredReply | null> {
  const db = strapi.db.connection as Knex;
  const { rows } = await db.raw(
    named(
      `SELECT r.id, r.content, t.id AS topic_id, t.slug, t.reply_count
       FROM {reply} r JOIN {reply.topic} rt ON rt.reply_id = r.id JOIN {topic} t ON t.id = rt.topic_id
       WHERE r.idempotency_key = ?`,
      strapi,
    ),
    [key],
  );
  const row = rows[0];
  return row
    ? {
        replyId: Number(row.id),
        topicId: Number(row.topic_id),
        topicSlug: row.slug,
        content: row.content,
        replyCount: Number(row.reply_count),
      }
    : null;
}

/** The earlier reply answers this request only if it is the same request: same topic, same text. */
export function assertSameRequest(stored: StoredReply, topicSlugOrId: string, content: string) {
  if ((stored.topicSlug !== topicSlugOrId && String(stored.topicId) !== topicSlugOrId) || stored.content !== content) {
    throw fail('IDEMPOTENCY_KEY_REUSED');
  }
}
