import { POSTING_LIMITS, countLinks, isModerator, isNewAccount, msg } from '@oyundev/domain';
import type { Knex } from './db';
import { fail } from './errors';
import type { Viewer } from './viewer';

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
export async function assertMayPost(trx: Knex, viewer: Viewer, kind: 'topic' | 'reply', content: string, now: Date) {
  if (!viewer || isModerator(viewer)) return;
  await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [POSTING_LOCK, viewer.id]);
  const { rows } = await trx.raw('SELECT created_at FROM up_users WHERE id = ?', [viewer.id]);
  const createdAt = rows[0]?.created_at ?? null;
  const newAccount = createdAt !== null && isNewAccount(createdAt, now);

  if (newAccount && countLinks(content) > POSTING_LIMITS.newAccountLinksPerPost) {
    throw fail('TOO_MANY_LINKS', {
      message: msg('error.newAccountLinks', { n: POSTING_LIMITS.newAccountLinksPerPost }),
      fieldErrors: { content: msg('error.newAccountLinks', { n: POSTING_LIMITS.newAccountLinksPerPost }) },
    });
  }

  const since = async (from: Date) => {
    const sql =
      kind === 'reply'
        ? `SELECT count(*)::int AS n FROM replies r JOIN replies_author_lnk ra ON ra.reply_id = r.id
           WHERE ra.user_id = ? AND r.created_at > ?`
        : `SELECT count(*)::int AS n FROM topics t JOIN topics_author_lnk ta ON ta.topic_id = t.id
           WHERE ta.user_id = ? AND t.created_at > ?`;
    const result = await trx.raw(sql, [viewer.id, from]);
    return Number(result.rows[0].n);
  };

  if (kind === 'reply') {
    if ((await since(new Date(now.getTime() - MINUTE))) >= POSTING_LIMITS.repliesPerMinute) {
      throw fail('POSTING_RATE_LIMITED', { message: msg('error.repliesPerMinute', { n: POSTING_LIMITS.repliesPerMinute }) });
    }
    if (newAccount && (await since(new Date(createdAt))) >= POSTING_LIMITS.newAccountReplies) {
      throw fail('POSTING_RATE_LIMITED', { message: msg('error.newAccountReplies', { n: POSTING_LIMITS.newAccountReplies }) });
    }
  } else {
    if ((await since(new Date(now.getTime() - HOUR))) >= POSTING_LIMITS.topicsPerHour) {
      throw fail('POSTING_RATE_LIMITED', { message: msg('error.topicsPerHour', { n: POSTING_LIMITS.topicsPerHour }) });
    }
    if (newAccount && (await since(new Date(createdAt))) >= POSTING_LIMITS.newAccountTopics) {
      throw fail('POSTING_RATE_LIMITED', { message: msg('error.newAccountTopics', { n: POSTING_LIMITS.newAccountTopics }) });
    }
  }
}

/** The link rule alone, for edits: a new account cannot add links by editing either. */
export async function assertLinksAllowed(trx: Knex, viewer: Viewer, content: string, now: Date) {
  if (!viewer || isModerator(viewer)) return;
  if (countLinks(content) <= POSTING_LIMITS.newAccountLinksPerPost) return;
  const { rows } = await trx.raw('SELECT created_at FROM up_users WHERE id = ?', [viewer.id]);
  if (rows[0] && isNewAccount(rows[0].created_at, now)) {
    const message = msg('error.newAccountLinks', { n: POSTING_LIMITS.newAccountLinksPerPost });
    throw fail('TOO_MANY_LINKS', { message, fieldErrors: { content: message } });
  }
}
