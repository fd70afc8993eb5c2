import type { Core, UID } from '@strapi/strapi';
import { inTransaction, type Knex } from '../../../lib/db';
import { DELETED_MEMBER_PREFIX, deleteAccountSchema, msg } from '@oyundev/domain';
import { fail } from '../../../lib/errors';
import { parseInput } from '../../../lib/input';
import { column, table } from '../../../lib/tables';
import { USER_UID } from '../lib/sessions';
import { accountKit } from '../lib/kit';
import { notifyContentChanged } from '../../../lib/rebuild';

const BADGE_UID = 'api::badge.badge';

/** A follow row as exported (one side of it is the member). */
interface FollowRow {
  followingId: number;
  followerId: number;
  createdAt: unknown;
}

interface BadgeAwardRow {
  badgeId: number;
  earnedAt: unknown;
}

/** The member's data: export everything, or delete the account by anonymising it. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const { users, col, meOrFail, accountRow } = accountKit(strapi);
  async function usernamesOf(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await strapi.db.query(USER_UID).findMany({ where: { id: { $in: [...new Set(ids)] } }, select: ['id', 'username'] });
    return new Map(rows.map((r: { id: number; username: string }) => [r.id, r.username]));
  }
  return {
    // ── Privacy: export and deletion ─────────────────────────────────────────────────────────────────

    /** Everything held about the member, as one JSON document. Never the password hash or any token. */
    async exportData(userId: number) {
      const me = await meOrFail(userId);
      const profile = await strapi.db.query(USER_UID).findOne({
        where: { id: userId },
        select: [
          'fullName',
          'location',
          'website',
          'title',
          'company',
          'platforms',
          'portfolio',
          'contentFilters',
          'lastLogin',
          'lastSeen',
        ],
      });
      const byAuthor = { author: { id: userId } };
      const [topics, replies, blogPosts, comments] = await Promise.all([
        strapi.db.query('api::topic.topic').findMany({
          where: byAuthor,
          select: ['id', 'slug', 'title', 'content', 'createdAt', 'updatedAt'],
          populate: { category: { select: ['slug', 'name'] } },
          orderBy: { id: 'asc' },
        }),
        strapi.db.query('api::reply.reply').findMany({
          where: byAuthor,
          select: ['id', 'content', 'createdAt', 'updatedAt', 'isDeleted'],
          populate: { topic: { select: ['id', 'slug', 'title'] } },
          orderBy: { id: 'asc' },
        }),
        strapi.db.query('api::blog-post.blog-post').findMany({
          where: { ...byAuthor, publishedAt: { $null: true } },
          select: ['id', 'postNumber', 'slug', 'title', 'content', 'createdAt', 'updatedAt'],
          orderBy: { id: 'asc' },
        }),
        strapi.db.query('api::comment.comment').findMany({
          where: byAuthor,
          select: ['id', 'contentType', 'contentId', 'content', 'createdAt'],
          orderBy: { id: 'asc' },
        }),
      ]);
      const ledger = (uid: UID.Schema, where: Record<string, unknown>, select: string[]) =>
        strapi.db.query(uid).findMany({ where, select, orderBy: { id: 'asc' } });
      const [votes, likes, bookmarks, following, followers, activities, badgeAwards, notifications, reports] = await Promise.all([
        ledger('api::vote.vote', { userId }, ['targetType', 'targetId', 'value', 'createdAt']),
        ledger('api::like.like', { userId }, ['targetType', 'targetId', 'createdAt']),
        ledger('api::bookmark.bookmark', { userId }, ['targetType', 'targetId', 'createdAt']),
        ledger('api::follow.follow', { followerId: userId }, ['followingId', 'createdAt']),
        ledger('api::follow.follow', { followingId: userId }, ['followerId', 'createdAt']),
        ledger('api::activity.activity', { userId }, ['type', 'points', 'targetType', 'targetId', 'occurredAt']),
        ledger('api::badge-award.badge-award', { userId }, ['badgeId', 'earnedAt']),
        ledger('api::notification.notification', { userId }, ['type', 'title', 'message', 'link', 'isRead', 'createdAt']),
        ledger('api::report.report', { reporterId: userId }, ['type', 'status', 'contentType', 'contentId', 'reason', 'createdAt']),
      ]);
      const usernames = await usernamesOf([
        ...following.map((f: FollowRow) => f.followingId),
        ...followers.map((f: FollowRow) => f.followerId),
      ]);
      const badgeIds = badgeAwards.map((a: BadgeAwardRow) => a.badgeId);
      const badges = badgeIds.length
        ? await strapi.db.query(BADGE_UID).findMany({ where: { id: { $in: badgeIds } }, select: ['id', 'slug', 'name'] })
        : [];
      const badgeById = new Map(badges.map((b: { id: number; slug: string; name: string }) => [b.id, b]));
      return {
        exportedAt: new Date().toISOString(),
        account: { ...me, ...profile },
        topics: topics.map((t: { category?: { slug: string; name: string } | null }) => ({
          ...t,
          category: t.category ? { slug: t.category.slug, name: t.category.name } : null,
        })),
        replies: replies.map((r: { topic?: { id: number; slug: string; title: string } | null }) => ({
          ...r,
          topic: r.topic ? { id: r.topic.id, slug: r.topic.slug, title: r.topic.title } : null,
        })),
        blogPosts,
        comments,
        votes,
        likes,
        bookmarks,
        following: following.map((f: FollowRow) => ({ username: usernames.get(f.followingId) ?? null, since: f.createdAt })),
        followers: followers.map((f: FollowRow) => ({ username: usernames.get(f.followerId) ?? null, since: f.createdAt })),
        badges: badgeAwards.map((a: BadgeAwardRow) => ({
          slug: badgeById.get(a.badgeId)?.slug ?? null,
          name: badgeById.get(a.badgeId)?.name ?? null,
          earnedAt: a.earnedAt,
        })),
        activities,
        notifications,
        reports,
      };
    },

    /**
     * Deletes the account after the password is confirmed, by anonymising it: the row stays so topics,
     * replies and comments keep their author (now `silinmis_uye_<id>`), while everything personal —
     * e-mail, password, profile, links, avatar, settings, follows, bookmarks, notifications — is wiped.
     * The account is blocked and every session ends.
     */
    async deleteAccount(userId: number, body: unknown): Promise<{ message: string }> {
      const input = parseInput(deleteAccountSchema, body);
      const user = await accountRow(userId);
      if (!user.password || !(await users().validatePassword(input.password, user.password))) throw fail('WRONG_PASSWORD');

      const now = new Date();
      await inTransaction(strapi, (trx) => this.anonymise(userId, trx, now));
      // The member's public profile page goes at once (static pages are per public member).
      notifyContentChanged(strapi, { type: 'profile', slug: user.username, hide: true });
      return { message: msg('account.deleted') };
    },

    /**
     * The deletion itself, in the caller's transaction: the member's own deletion above and an admin's
     * (api::admin) anonymise exactly alike.
     */
    async anonymise(userId: number, knex: Knex, now: Date = new Date()) {
      const follows = table(strapi, 'api::follow.follow');
      const followerCol = column(strapi, 'api::follow.follow', 'followerId');
      const followingCol = column(strapi, 'api::follow.follow', 'followingId');
      const usersName = table(strapi, USER_UID);
      // Every member row this deletion changes, locked in id order (the lock order of every write path), so a
      // follow or a like arriving meanwhile waits instead of deadlocking with the counter updates below.
      await knex(usersName)
        .select('id')
        .where('id', userId)
        .orWhereIn('id', knex(follows).select(followingCol).where(followerCol, userId))
        .orWhereIn('id', knex(follows).select(followerCol).where(followingCol, userId))
        .orderBy('id')
        .forNoKeyUpdate();
      // The members they followed lose a follower, those following them lose a following.
      await knex(usersName)
        .whereIn('id', knex(follows).select(followingCol).where(followerCol, userId))
        .update({ [col('followerCount')]: knex.raw('GREATEST(COALESCE(??, 0) - 1, 0)', [col('followerCount')]) });
      await knex(usersName)
        .whereIn('id', knex(follows).select(followerCol).where(followingCol, userId))
        .update({ [col('followingCount')]: knex.raw('GREATEST(COALESCE(??, 0) - 1, 0)', [col('followingCount')]) });
      await knex(follows).where(followerCol, userId).orWhere(followingCol, userId).delete();
      await knex(table(strapi, 'api::bookmark.bookmark'))
        .where(column(strapi, 'api::bookmark.bookmark', 'userId'), userId)
        .delete();
      await knex(table(strapi, 'api::notification.notification'))
        .where(column(strapi, 'api::notification.notification', 'userId'), userId)
        .delete();

      await strapi.db.query(USER_UID).update({
        where: { id: userId },
        data: {
          username: `${DELETED_MEMBER_PREFIX}${userId}`,
          email: null,
          password: null,
          resetPasswordToken: null,
          resetPasswordSentAt: null,
          confirmationToken: null,
          verificationSentAt: null,
          fullName: null,
          bio: null,
          avatar: null,
          coverImage: null,
          location: null,
          website: null,
          title: null,
          company: null,
          gameEngines: [],
          programmingLanguages: [],
          specialties: [],
          platforms: [],
          socialLinks: {},
          portfolio: [],
          contentFilters: null,
          privacy: null,
          adminPermissions: null,
          followerCount: 0,
          followingCount: 0,
          bookmarkCount: 0,
          lastSeen: null,
          lastLogin: null,
          failedLoginCount: 0,
          lastFailedLoginAt: null,
          lockedUntil: null,
          blocked: true,
          isActive: false,
          deletedAt: now,
          passwordChangedAt: now,
        },
      });
    },
  };
};
