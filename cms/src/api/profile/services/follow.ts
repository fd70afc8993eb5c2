import type { Core } from '@strapi/strapi';
import { msg } from '@oyundev/domain';
import { inTransaction, insertRow, type Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import type { Member } from '../../../lib/viewer';
import { visibleMember } from '../lib/members';
import { raw, tableOf } from '../../../lib/sql-names';

const FOLLOW = 'api::follow.follow';

/**
 * Follows (accounts spec §7): one row per pair (UNIQUE follows_pair_uq), no self-follow. The insert is
 * ON CONFLICT DO NOTHING and the delete RETURNING, so only a change that happened moves the two counters —
 * by one, atomically, in member-id order (the lock order of every write) — and 100 members following at once
 * leave followerCount = 100. The followed member is notified of a new follow (their newFollower switch).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function moveCounts(trx: Knex, followerId: number, followingId: number, delta: 1 | -1) {
    const moves: Array<[number, string]> = [
      [followerId, 'following_count'],
      [followingId, 'follower_count'],
    ];
    moves.sort((a, b) => a[0] - b[0]);
    for (const [id, col] of moves) await raw(trx, 'UPDATE {user} SET ?? = GREATEST(?? + ?, 0) WHERE id = ?', [col, col, delta, id]);
  }

  return {
    /** `wanted`: true follow, false unfollow, undefined toggle. Answers the state and the exact follower count. */
    async follow(viewer: Member, username: string, wanted?: boolean) {
      return inTransaction(strapi, async (trx) => {
        const target = await visibleMember(trx, username, viewer);
        if (target.id === viewer.id) throw fail('SELF_FOLLOW');
        const pair = { follower_id: viewer.id, following_id: target.id };
        const existing = await trx(tableOf('follow')).where(pair).first('id');
        const following = wanted ?? !existing;
        if (following && !existing) {
          const inserted = await insertRow(
            strapi,
            trx,
            FOLLOW,
            { followerId: viewer.id, followingId: target.id },
            { onConflict: ['followerId', 'followingId'] },
          );
          if (inserted !== null) {
            await moveCounts(trx, viewer.id, target.id, 1);
            const actor = await trx(tableOf('user')).where('id', viewer.id).first('username');
            await notify(
              strapi,
              trx,
              {
                userId: target.id,
                actorId: viewer.id,
                type: 'new_follower',
                title: msg('follow.notification.title'),
                message: msg('follow.notification.message', { username: actor.username }),
                link: `/profil/${actor.username}`,
              },
              new Date(),
              { once: true },
            );
          }
        } else if (!following && existing) {
          const removed = await trx(tableOf('follow')).where(pair).delete().returning('id');
          if (removed.length) await moveCounts(trx, viewer.id, target.id, -1);
        }
        const row = await trx(tableOf('user')).where('id', target.id).first('follower_count');
        return {
          message: msg(following ? 'follow.followed' : 'follow.unfollowed'),
          following,
          followerCount: Number(row.follower_count),
        };
      });
    },
  };
};
