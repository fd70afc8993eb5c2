import { POSTING_LIMITS, countLinks, isModerator, isNewAccount, msg, secondsUntil } from '@oyundev/domain';
import type { Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import type { RequestViewer } from '../../../lib/viewer';
import { raw } from '../../../lib/sql-names';

// Namespace of the per-member advisory lock (pg_advisory_xact_lock(namespace, user id)).
const POSTING_LOCK = 4_021_001;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type PostKind = 'topic' | 'reply' | 'comment';

// Blog comments are held to the reply limits, counted on their own table.
const TABLES: Record<PostKind, { rows: string; link: string; fk: string }> = {
  reply: { rows: '{reply}', link: '{reply.author}', fk: 'reply_id' },
  comment: { rows: '{comment}', link: '{comment.author}', fk: 'comment_id' },
  topic: { rows: '{topic}', link: '{topic.author}', fk: 'topic_id' },
};
const fromMember = (kind: PostKind) =>
  `FROM ${TABLES[kind].rows} p JOIN ${TABLES[kind].link} pa ON pa.${TABLES[kind].fk} = p.id WHERE pa.user_id = ? AND p.created_at > ?`;
const windowOf = (kind: PostKind) => (kind === 'topic' ? HOUR : MINUTE);

/** What the limits count, as a statement's columns: the member's join time and their posts in the window and since. */
export interface PostingCounts {
  createdAt: Date | string | null;
  recent: number;
  sinceJoin: number;
}

/**
 * Columns of one SELECT that read what `checkPostingLimits` needs (`posting_created_at`, `posting_recent`,
 * `posting_since_join`), for a statement that reads more (the reply's topic); run it after `takePostingLock`.
 */
export function postingCountsSql(kind: PostKind, viewerId: number, now: Date): { sql: string; bindings: unknown[] } {
  const t = TABLES[kind];
  // Posts since joining are counted only for a new account (the only case the limits read them).
  return {
    sql: `(SELECT created_at FROM {user} WHERE id = ?) AS posting_created_at,
      (SELECT count(*)::int ${fromMember(kind)}) AS posting_recent,
      (SELECT count(*)::int FROM (SELECT created_at FROM {user} WHERE id = ? AND created_at > ?) j
         JOIN ${t.rows} p ON p.created_at > j.created_at JOIN ${t.link} pa ON pa.${t.fk} = p.id AND pa.user_id = ?) AS posting_since_join`,
    bindings: [
      viewerId,
      viewerId,
      new Date(now.getTime() - windowOf(kind)),
      viewerId,
      new Date(now.getTime() - POSTING_LIMITS.newAccountHours * HOUR),
      viewerId,
    ],
  };
}

/** The counts from a row that selected `postingCountsSql`. */
export const postingCountsOf = (row: Record<string, unknown>): PostingCounts => ({
  createdAt: (row.posting_created_at as Date | null) ?? null,
  recent: Number(row.posting_recent ?? 0),
  sinceJoin: Number(row.posting_since_join ?? 0),
});

/**
 * The per-member transaction lock the limits are counted under: two simultaneous posts by one member are counted
 * one after the other, so the limit holds exactly, not "about". It ends with the transaction, after the new row is
 * committed and visible to the next count. Moderators and admins are not limited (no lock).
 */
export async function takePostingLock(trx: Knex, viewer: RequestViewer) {
  if (!viewer || isModerator(viewer)) return false;
  await raw(trx, 'SELECT pg_advisory_xact_lock(?, ?)', [POSTING_LOCK, viewer.id]);
  return true;
}

/**
 * Refuses a topic or reply the member may not post now (domain POSTING_LIMITS), counting their rows in
 * PostgreSQL: the per-member lock, then one statement for the counts. Moderators and admins are not limited.
 */
export async function assertMayPost(trx: Knex, viewer: RequestViewer, kind: PostKind, content: string, now: Date) {
  if (!viewer || !(await takePostingLock(trx, viewer))) return;
  const counts = postingCountsSql(kind, viewer.id, now);
  const { rows } = await raw(trx, `SELECT ${counts.sql}`, counts.bindings);
  await checkPostingLimits(trx, viewer, kind, content, now, postingCountsOf(rows[0]));
}

/** Throws the limit the counts break (read under `takePostingLock`), if any. */
export async function checkPostingLimits(
  trx: Knex,
  viewer: RequestViewer,
  kind: PostKind,
  content: string,
  now: Date,
  counts: PostingCounts,
) {
  if (!viewer || isModerator(viewer)) return;
  const createdAt = counts.createdAt;
  const newAccount = createdAt !== null && isNewAccount(createdAt, now);

  if (newAccount && countLinks(content) > POSTING_LIMITS.newAccountLinksPerPost) {
    throw fail('TOO_MANY_LINKS', {
      message: msg('error.newAccountLinks', { n: POSTING_LIMITS.newAccountLinksPerPost }),
      fieldErrors: { content: msg('error.newAccountLinks', { n: POSTING_LIMITS.newAccountLinksPerPost }) },
    });
  }

  // A rolling window over `windowMs` holding `limit` or more posts frees up when the limit-th newest of
  // them leaves it: from then on at most limit - 1 remain. That moment is what Retry-After names.
  const rollingRetryAfter = async (from: Date, limit: number, windowMs: number) => {
    const result = await raw(trx, `SELECT p.created_at ${fromMember(kind)} ORDER BY p.created_at DESC OFFSET ? LIMIT 1`, [
      viewer.id,
      from,
      limit - 1,
    ]);
    const freedAt = result.rows[0] ? new Date(result.rows[0].created_at).getTime() + windowMs : now.getTime() + windowMs;
    return secondsUntil(freedAt, now);
  };

  // The first-day limits hold until the account stops being new.
  const newAccountRetryAfter = () => secondsUntil(new Date(createdAt!).getTime() + POSTING_LIMITS.newAccountHours * HOUR, now);
  const windowStart = new Date(now.getTime() - windowOf(kind));

  if (kind !== 'topic') {
    if (counts.recent >= POSTING_LIMITS.repliesPerMinute) {
      throw fail('POSTING_RATE_LIMITED', {
        message: msg('error.repliesPerMinute', { n: POSTING_LIMITS.repliesPerMinute }),
        retryAfterSeconds: await rollingRetryAfter(windowStart, POSTING_LIMITS.repliesPerMinute, MINUTE),
      });
    }
    if (newAccount && counts.sinceJoin >= POSTING_LIMITS.newAccountReplies) {
      throw fail('POSTING_RATE_LIMITED', {
        message: msg('error.newAccountReplies', { n: POSTING_LIMITS.newAccountReplies }),
        retryAfterSeconds: newAccountRetryAfter(),
      });
    }
  } else {
    if (counts.recent >= POSTING_LIMITS.topicsPerHour) {
      throw fail('POSTING_RATE_LIMITED', {
        message: msg('error.topicsPerHour', { n: POSTING_LIMITS.topicsPerHour }),
        retryAfterSeconds: await rollingRetryAfter(windowStart, POSTING_LIMITS.topicsPerHour, HOUR),
      });
    }
    if (newAccount && counts.sinceJoin >= POSTING_LIMITS.newAccountTopics) {
      throw fail('POSTING_RATE_LIMITED', {
        message: msg('error.newAccountTopics', { n: POSTING_LIMITS.newAccountTopics }),
        retryAfterSeconds: newAccountRetryAfter(),
      });
    }
  }
}

/** The link rule alone, for edits: a new account cannot add links by editing either. */
export async function assertLinksAllowed(trx: Knex, viewer: RequestViewer, content: string, now: Date) {
  if (!viewer || isModerator(viewer)) return;
  if (countLinks(content) <= POSTING_LIMITS.newAccountLinksPerPost) return;
  const { rows } = await raw(trx, 'SELECT created_at FROM {user} WHERE id = ?', [viewer.id]);
  if (rows[0] && isNewAccount(rows[0].created_at, now)) {
    const message = msg('error.newAccountLinks', { n: POSTING_LIMITS.newAccountLinksPerPost });
    throw fail('TOO_MANY_LINKS', { message, fieldErrors: { content: message } });
  }
}
