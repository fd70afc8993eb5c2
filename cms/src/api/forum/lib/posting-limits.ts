import { POSTING_LIMITS, countLinks, isModerator, isNewAccount, msg, secondsUntil } from '@oyundev/domain';
import type { Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import type { RequestViewer } from '../../../lib/viewer';
import { raw } from '../../../lib/sql-names';

// Namespace of the per-member advisory lock (pg_advisory_xact_lock(namespace, user id)).
const POSTING_LOCK = 4_021_001;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Refuses a topic or reply the member may not post now (domain POSTING_LIMITS), counting their rows in
 * PostgreSQL. Runs inside the posting transaction and first takes a per-member transaction lock, so two
 * simultaneous posts by one member are counted one after the other: the limit holds exactly, not "about".
 * The lock ends with the transaction, after the new row is committed and visible to the next count.
 * Moderators and admins are not limited.
 */
export async function assertMayPost(trx: Knex, viewer: RequestViewer, kind: 'topic' | 'reply' | 'comment', content: string, now: Date) {
  if (!viewer || isModerator(viewer)) return;
  await raw(trx, 'SELECT pg_advisory_xact_lock(?, ?)', [POSTING_LOCK, viewer.id]);
  const { rows } = await raw(trx, 'SELECT created_at FROM {user} WHERE id = ?', [viewer.id]);
  const createdAt = rows[0]?.created_at ?? null;
  const newAccount = createdAt !== null && isNewAccount(createdAt, now);

  if (newAccount && countLinks(content) > POSTING_LIMITS.newAccountLinksPerPost) {
    throw fail('TOO_MANY_LINKS', {
      message: msg('error.newAccountLinks', { n: POSTING_LIMITS.newAccountLinksPerPost }),
      fieldErrors: { content: msg('error.newAccountLinks', { n: POSTING_LIMITS.newAccountLinksPerPost }) },
    });
  }

  // Blog comments are held to the reply limits, counted on their own table.
  const table =
    kind === 'reply'
      ? { rows: '{reply}', link: '{reply.author}', fk: 'reply_id' }
      : kind === 'comment'
        ? { rows: '{comment}', link: '{comment.author}', fk: 'comment_id' }
        : { rows: '{topic}', link: '{topic.author}', fk: 'topic_id' };
  const fromMember = `FROM ${table.rows} p JOIN ${table.link} pa ON pa.${table.fk} = p.id WHERE pa.user_id = ? AND p.created_at > ?`;

  const since = async (from: Date) => {
    const result = await raw(trx, `SELECT count(*)::int AS n ${fromMember}`, [viewer.id, from]);
    return Number(result.rows[0].n);
  };

  // A rolling window over `windowMs` holding `limit` or more posts frees up when the limit-th newest of
  // them leaves it: from then on at most limit - 1 remain. That moment is what Retry-After names.
  const rollingRetryAfter = async (from: Date, limit: number, windowMs: number) => {
    const result = await raw(trx, `SELECT p.created_at ${fromMember} ORDER BY p.created_at DESC OFFSET ? LIMIT 1`, [
      viewer.id,
      from,
      limit - 1,
    ]);
    const freedAt = result.rows[0] ? new Date(result.rows[0].created_at).getTime() + windowMs : now.getTime() + windowMs;
    return secondsUntil(freedAt, now);
  };

  // The first-day limits hold until the account stops being new.
  const newAccountRetryAfter = () => secondsUntil(new Date(createdAt).getTime() + POSTING_LIMITS.newAccountHours * HOUR, now);

  if (kind !== 'topic') {
    const minuteAgo = new Date(now.getTime() - MINUTE);
    if ((await since(minuteAgo)) >= POSTING_LIMITS.repliesPerMinute) {
      throw fail('POSTING_RATE_LIMITED', {
        message: msg('error.repliesPerMinute', { n: POSTING_LIMITS.repliesPerMinute }),
        retryAfterSeconds: await rollingRetryAfter(minuteAgo, POSTING_LIMITS.repliesPerMinute, MINUTE),
      });
    }
    if (newAccount && (await since(new Date(createdAt))) >= POSTING_LIMITS.newAccountReplies) {
      throw fail('POSTING_RATE_LIMITED', {
        message: msg('error.newAccountReplies', { n: POSTING_LIMITS.newAccountReplies }),
        retryAfterSeconds: newAccountRetryAfter(),
      });
    }
  } else {
    const hourAgo = new Date(now.getTime() - HOUR);
    if ((await since(hourAgo)) >= POSTING_LIMITS.topicsPerHour) {
      throw fail('POSTING_RATE_LIMITED', {
        message: msg('error.topicsPerHour', { n: POSTING_LIMITS.topicsPerHour }),
        retryAfterSeconds: await rollingRetryAfter(hourAgo, POSTING_LIMITS.topicsPerHour, HOUR),
      });
    }
    if (newAccount && (await since(new Date(createdAt))) >= POSTING_LIMITS.newAccountTopics) {
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
