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
  const since = sinceOf(kind, now);
  return {
    sql: countsColumns(kind, { member: '?', recentSince: '?', joinSince: '?' }),
    bindings: [viewerId, viewerId, since.recent, viewerId, since.join, viewerId],
  };
}

/** The windows the counts start at: the kind's rate window, and the new-account hours. */
const sinceOf = (kind: PostKind, now: Date) => ({
  recent: new Date(now.getTime() - windowOf(kind)),
  join: new Date(now.getTime() - POSTING_LIMITS.newAccountHours * HOUR),
});

/**
 * How many of a member's newest posts the counts read: as many as the kind's limit, since a post is refused once the
 * limit is reached — a count above it changes nothing.
 */
const CAPS: Record<PostKind, { recent: number; sinceJoin: number }> = {
  reply: { recent: POSTING_LIMITS.repliesPerMinute, sinceJoin: POSTING_LIMITS.newAccountReplies },
  comment: { recent: POSTING_LIMITS.repliesPerMinute, sinceJoin: POSTING_LIMITS.newAccountReplies },
  topic: { recent: POSTING_LIMITS.topicsPerHour, sinceJoin: POSTING_LIMITS.newAccountTopics },
};

/**
 * The member's newest posts of a kind, as many as `cap`, newest first — read from the member index of the author link
 * (bootstrap/constraints.ts LINK_INDEXES), index-only. A member's posts are written one after another under their
 * posting lock, so their ids follow their creation: the posts inside a window are the newest ones. Each one's time is
 * then read by its primary key (a subquery per row, so the planner cannot turn it into a scan of the window).
 */
const newestPosts = (kind: PostKind, member: string, cap: number) =>
  `(SELECT pa.${TABLES[kind].fk} AS id FROM ${TABLES[kind].link} pa WHERE pa.user_id = ${member}
     ORDER BY pa.${TABLES[kind].fk} DESC LIMIT ${cap}) mine`;
const postedAt = (kind: PostKind) => `(SELECT p.created_at FROM ${TABLES[kind].rows} p WHERE p.id = mine.id)`;

/**
 * The counting columns over SQL expressions for the member and the two window starts, each counted up to the limit.
 * They start from the member's own newest posts: counting the window's posts of everyone and keeping the member's
 * (what the planner chose for the join) read every reply of the last minute — 493 in a busy one at the large seed,
 * 1.1 ms for a member with none — and grew with the whole forum's activity; the day of a new account, more so.
 */
function countsColumns(kind: PostKind, p: { member: string; recentSince: string; joinSince: string }): string {
  const cap = CAPS[kind];
  // Posts since joining are counted only for a new account (the only case the limits read them).
  return `(SELECT created_at FROM {user} WHERE id = ${p.member}) AS posting_created_at,
      (SELECT count(*)::int FROM ${newestPosts(kind, p.member, cap.recent)}
         WHERE ${postedAt(kind)} > ${p.recentSince}) AS posting_recent,
      (SELECT count(*)::int FROM (SELECT created_at FROM {user} WHERE id = ${p.member} AND created_at > ${p.joinSince}) j
         CROSS JOIN ${newestPosts(kind, p.member, cap.sinceJoin)} WHERE ${postedAt(kind)} > j.created_at) AS posting_since_join`;
}

/** The function that takes a member's posting lock and then counts their replies (`replyPostingFunctionSql`). */
export const REPLY_POSTING_FUNCTION = 'oyundev_reply_posting';

/**
 * CREATE OR REPLACE of a VOLATILE PL/pgSQL function that takes the member's posting lock (the one `takePostingLock`
 * takes) and then reads their reply counts as JSON (`postingCountsOf`'s columns). Its query takes its own snapshot
 * after the lock was granted — exact counts, as a statement run after `takePostingLock` reads them — so a reply's
 * read (reply-write.ts readReplyContext) needs no statement of its own for the lock. Run at every boot
 * (bootstrap/constraints.ts).
 */
export function replyPostingFunctionSql(): string {
  const counts = countsColumns('reply', { member: 'member_id', recentSince: 'recent_since', joinSince: 'join_since' });
  return `CREATE OR REPLACE FUNCTION ${REPLY_POSTING_FUNCTION}(member_id integer, recent_since timestamp, join_since timestamp)
    RETURNS json LANGUAGE plpgsql VOLATILE AS $fn$
    DECLARE counts json;
    BEGIN
      PERFORM pg_advisory_xact_lock(${POSTING_LOCK}, member_id);
      SELECT json_build_object('posting_created_at', s.posting_created_at, 'posting_recent', s.posting_recent,
                               'posting_since_join', s.posting_since_join)
        INTO counts FROM (SELECT ${counts}) s;
      RETURN counts;
    END $fn$`;
}

/** The call of the function for `viewerId` at `now`, with its bindings. */
export function replyPostingCall(viewerId: number, now: Date): { sql: string; bindings: unknown[] } {
  const since = sinceOf('reply', now);
  return { sql: `${REPLY_POSTING_FUNCTION}(?, ?, ?)`, bindings: [viewerId, since.recent, since.join] };
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
  // The limit-th newest post is the oldest of the member's `limit` newest (all inside the window when refused).
  const rollingRetryAfter = async (limit: number, windowMs: number) => {
    const result = await raw(trx, `SELECT min(${postedAt(kind)}) AS created_at FROM ${newestPosts(kind, '?', limit)}`, [viewer.id]);
    const oldest = result.rows[0]?.created_at;
    const freedAt = oldest ? new Date(oldest).getTime() + windowMs : now.getTime() + windowMs;
    return secondsUntil(freedAt, now);
  };

  // The first-day limits hold until the account stops being new.
  const newAccountRetryAfter = () => secondsUntil(new Date(createdAt!).getTime() + POSTING_LIMITS.newAccountHours * HOUR, now);

  if (kind !== 'topic') {
    if (counts.recent >= POSTING_LIMITS.repliesPerMinute) {
      throw fail('POSTING_RATE_LIMITED', {
        message: msg('error.repliesPerMinute', { n: POSTING_LIMITS.repliesPerMinute }),
        retryAfterSeconds: await rollingRetryAfter(POSTING_LIMITS.repliesPerMinute, MINUTE),
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
        retryAfterSeconds: await rollingRetryAfter(POSTING_LIMITS.topicsPerHour, HOUR),
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
