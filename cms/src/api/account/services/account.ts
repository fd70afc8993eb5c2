import type { Core } from '@strapi/strapi';
import {
  DELETED_MEMBER_PREFIX,
  WELCOME_BADGE,
  accountProfileSchema,
  changePasswordRequestSchema,
  deleteAccountSchema,
  emailAvailabilitySchema,
  forgotPasswordSchema,
  loginSchema,
  msg,
  notificationSettingsRequestSchema,
  privacySettingsSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  secondsUntil,
  usernameAvailabilitySchema,
  usernameSuggestions,
} from '@oyundev/domain';
import { fail } from '../../../lib/errors';
import { parseInput } from '../../../lib/input';
import { isUniqueViolation } from '../../../lib/db';
import { EMAIL_LOWER_INDEX, USERNAME_INDEX, USERNAME_LOWER_INDEX } from '../../../bootstrap/constraints';
import { column, table } from '../../../lib/tables';
import { accountConfig, readSiteSettings } from '../../../lib/accounts/config';
import { lockout } from '../../../lib/accounts/lockout';
import { assertWithinLimit } from '../../../lib/accounts/rate-limit';
import { hashSecret, newSecret } from '../../../lib/accounts/secrets';
import { issueSession, USER_UID } from '../../../lib/accounts/sessions';
import { sendResetMail, sendVerificationMail } from '../../../lib/accounts/mail';
import { loadMe, notificationSettingsOf, privacyOf, type Me } from '../../../lib/accounts/me';
import { emailTaken, usernameStatus, USERNAME_REFUSAL } from '../../../lib/accounts/names';

const ROLE_UID = 'plugin::users-permissions.role';
const BADGE_UID = 'api::badge.badge';
const BADGE_AWARD_UID = 'api::badge-award.badge-award';
/** pg_advisory_xact_lock key: registrations run one at a time, so "is it free?" and "take it" cannot interleave. */
const REGISTER_LOCK = 4_201_121;

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.plugin('users-permissions').service('user') as any;
  const config = () => accountConfig(strapi);
  const col = (attribute: string) => column(strapi, USER_UID, attribute);
  const usersTable = () => strapi.db.connection(table(strapi, USER_UID));
  const hash = async (password: string): Promise<string> => (await users().ensureHashedPasswords({ password })).password;

  /** A verification link for the member, stored as its hash with the time it was sent, then mailed. */
  async function mailVerification(user: { id: number; email: string; username: string }) {
    const { secret, hash: tokenHash } = newSecret();
    await strapi.db.query(USER_UID).update({
      where: { id: user.id },
      data: { confirmationToken: tokenHash, verificationSentAt: new Date() },
    });
    const link = `${config().siteUrl}/verify-email?token=${secret}`;
    await sendVerificationMail(strapi, user, link, config().verificationHours);
  }

  async function welcomeBadgeId(): Promise<number> {
    const found = await strapi.db.query(BADGE_UID).findOne({ where: { slug: WELCOME_BADGE.slug }, select: ['id'] });
    if (found) return found.id;
    // A database that was never seeded (production): the badge is defined on the first registration.
    const created = await strapi.db.query(BADGE_UID).create({
      data: {
        slug: WELCOME_BADGE.slug,
        name: WELCOME_BADGE.name,
        description: WELCOME_BADGE.description,
        category: WELCOME_BADGE.category,
        rarity: WELCOME_BADGE.rarity,
        icon: '👋',
        reward: 0,
        requirements: [],
      },
    });
    return created.id;
  }

  async function meOrFail(userId: number): Promise<Me> {
    const me = await loadMe(strapi, userId);
    if (!me) throw fail('NOT_AUTHENTICATED');
    return me;
  }

  /** The row behind a session, with the columns the account flows need. */
  async function accountRow(userId: number) {
    const row = await strapi.db.query(USER_UID).findOne({
      where: { id: userId },
      select: ['id', 'username', 'email', 'password', 'confirmed', 'blocked', 'isActive', 'deletedAt', 'passwordChangedAt'],
    });
    if (!row || row.deletedAt) throw fail('NOT_AUTHENTICATED');
    return row;
  }

  const locks = lockout(strapi);
  const recordFailedLogin = (userId: number, now: Date) => locks.recordFailedLogin(userId, now);

  async function usernamesOf(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await strapi.db.query(USER_UID).findMany({ where: { id: { $in: [...new Set(ids)] } }, select: ['id', 'username'] });
    return new Map(rows.map((r: any) => [r.id, r.username]));
  }

  return {
    // ── Sign-up and sign-in ───────────────────────────────────────────────────────────────────────────

    /**
     * §5 register: the domain schema, e-mail then username uniqueness (case-insensitive), reserved and
     * lookalike names refused. Only username, e-mail and password are read from the body: role, confirmed,
     * blocked, provider and every counter are set here. Answers a session (login works before verification).
     */
    async register(body: unknown): Promise<{ jwt: string; user: Me }> {
      const settings = await readSiteSettings(strapi);
      if (!settings.general.registrationEnabled) throw fail('REGISTRATION_DISABLED');
      const input = parseInput(registerRequestSchema, body);
      const role = await strapi.db.query(ROLE_UID).findOne({ where: { type: 'user' }, select: ['id'] });
      if (!role) throw new Error('register: the user role is missing — bootstrap did not run');

      const created = await strapi.db.transaction(async ({ trx }) => {
        await trx.raw('SELECT pg_advisory_xact_lock(?)', [REGISTER_LOCK]);
        if (await emailTaken(strapi, input.email, trx as any)) throw fail('EMAIL_TAKEN');
        const status = await usernameStatus(strapi, input.username, trx as any);
        if (status !== 'free') throw fail(USERNAME_REFUSAL[status]);
        const user = await users().add({
          username: input.username,
          email: input.email,
          password: input.password,
          provider: 'local',
          confirmed: false,
          blocked: false,
          role: role.id,
          lastLogin: new Date(),
        });
        await strapi.db.query(BADGE_AWARD_UID).create({
          data: { userId: user.id, badgeId: await welcomeBadgeId(), earnedAt: new Date() },
        });
        return user;
      }).catch((error) => {
        // The advisory lock serialises this process's registrations; the database's UNIQUE indexes are the
        // last word against anything else that writes up_users (another cms process, the admin panel).
        if (isUniqueViolation(error)) {
          const constraint = (error as { constraint?: string }).constraint;
          if (constraint === USERNAME_LOWER_INDEX || constraint === USERNAME_INDEX) throw fail('USERNAME_TAKEN');
          if (constraint === EMAIL_LOWER_INDEX) throw fail('EMAIL_TAKEN');
        }
        throw error;
      });

      try {
        await mailVerification({ id: created.id, email: input.email, username: input.username });
      } catch (error) {
        // The account exists; the member can ask for the mail again from the pending screen.
        strapi.log.error(`[accounts] verification mail to member ${created.id} failed: ${(error as Error).message}`);
      }
      return { jwt: issueSession(strapi, { id: created.id }), user: await meOrFail(created.id) };
    },

    /**
     * §5 login by username or e-mail (case-insensitive). USER_NOT_FOUND / WRONG_PASSWORD; after
     * `security.maxLoginAttempts` failures on one account (from any address) it is locked for `lockMinutes`.
     */
    async login(body: unknown): Promise<{ jwt: string; user: Me }> {
      // Only the two credentials are read (a "remember me" flag is the browser's business).
      const { identifier: given, password } = (body ?? {}) as Record<string, unknown>;
      const input = parseInput(loginSchema, { identifier: given, password });
      const identifier = input.identifier.toLowerCase();
      const candidates = await strapi.db.query(USER_UID).findMany({
        where: { provider: 'local', $or: [{ email: { $eqi: identifier } }, { username: { $eqi: identifier } }] },
        select: ['id', 'email', 'username', 'password', 'blocked', 'isActive', 'deletedAt', 'lockedUntil', 'passwordChangedAt'],
        limit: 2,
      });
      // An e-mail address wins over a username that happens to read the same.
      const user = candidates.find((u: any) => u.email?.toLowerCase() === identifier) ?? candidates[0];
      if (!user || user.deletedAt || !user.password) throw fail('USER_NOT_FOUND');

      const now = new Date();
      if (user.lockedUntil && new Date(user.lockedUntil) > now) {
        throw fail('ACCOUNT_LOCKED', {
          message: msg('error.accountLockedFor', { n: minutesUntil(new Date(user.lockedUntil), now) }),
          retryAfterSeconds: secondsUntil(new Date(user.lockedUntil), now),
        });
      }
      if (!(await users().validatePassword(input.password, user.password))) {
        const lockedUntil = await recordFailedLogin(user.id, now);
        if (lockedUntil) {
          throw fail('ACCOUNT_LOCKED', {
            message: msg('error.accountLockedFor', { n: minutesUntil(lockedUntil, now) }),
            retryAfterSeconds: secondsUntil(lockedUntil, now),
          });
        }
        throw fail('WRONG_PASSWORD');
      }
      if (user.blocked || user.isActive === false) throw fail('ACCOUNT_INACTIVE');

      await locks.clear(user.id, now);
      return { jwt: issueSession(strapi, user), user: await meOrFail(user.id) };
    },

    // ── Forgot / reset password ──────────────────────────────────────────────────────────────────────

    /** §5 forgot: the address must belong to a member (case-insensitive); mails a single-use code. */
    async forgotPassword(body: unknown): Promise<{ message: string }> {
      const { email } = parseInput(forgotPasswordSchema, body);
      const user = await strapi.db.query(USER_UID).findOne({
        where: { email: { $eqi: email }, blocked: false, deletedAt: null },
        select: ['id', 'email', 'username'],
      });
      if (!user) throw fail('EMAIL_NOT_REGISTERED');
      const { secret, hash: codeHash } = newSecret();
      // A new code replaces any earlier one: only the latest mail works.
      await strapi.db.query(USER_UID).update({
        where: { id: user.id },
        data: { resetPasswordToken: codeHash, resetPasswordSentAt: new Date() },
      });
      const link = `${config().siteUrl}/reset-password?token=${secret}`;
      try {
        await sendResetMail(strapi, user, link, config().resetCodeMinutes);
      } catch (error) {
        strapi.log.error(`[accounts] reset mail to member ${user.id} failed: ${(error as Error).message}`);
        throw fail('MAIL_SEND_FAILED');
      }
      return { message: msg('auth.forgot.sent') };
    },

    /**
     * Reset with the mailed code: missing, unknown, used or older than `resetCodeMinutes` → RESET_TOKEN_INVALID.
     * Success sets the password, spends the code, ends every session and lifts a login lock.
     */
    async resetPassword(body: unknown): Promise<{ message: string }> {
      const code = typeof (body as any)?.code === 'string' ? (body as any).code.trim() : '';
      if (!code) throw fail('RESET_TOKEN_INVALID');
      const codeHash = hashSecret(code);
      const now = new Date();
      const oldest = new Date(now.getTime() - config().resetCodeMinutes * 60_000);
      const user = await strapi.db.query(USER_UID).findOne({
        where: { resetPasswordToken: codeHash, resetPasswordSentAt: { $gt: oldest }, deletedAt: null },
        select: ['id'],
      });
      if (!user) throw fail('RESET_TOKEN_INVALID');
      const input = parseInput(resetPasswordRequestSchema, body);
      const password = await hash(input.password);
      // Guarded by the code itself, so two simultaneous uses cannot both succeed.
      const changed = await usersTable()
        .where({ id: user.id, [col('resetPasswordToken')]: codeHash })
        .update({
          [col('password')]: password,
          [col('resetPasswordToken')]: null,
          [col('resetPasswordSentAt')]: null,
          [col('passwordChangedAt')]: now,
          [col('failedLoginCount')]: 0,
          [col('lastFailedLoginAt')]: null,
          [col('lockedUntil')]: null,
        });
      if (!changed) throw fail('RESET_TOKEN_INVALID');
      return { message: msg('auth.reset.success') };
    },

    /** The link mailed with a lock lifts it (lib/accounts/lockout.ts). */
    unlock: (body: unknown) => locks.unlock(body),

    // ── E-mail verification ──────────────────────────────────────────────────────────────────────────

    async sendVerification(userId: number): Promise<{ message: string }> {
      const user = await accountRow(userId);
      if (user.confirmed) throw fail('EMAIL_ALREADY_VERIFIED');
      assertWithinLimit(`verification-mail:${userId}`, config().verificationMailLimit);
      try {
        await mailVerification(user);
      } catch (error) {
        strapi.log.error(`[accounts] verification mail to member ${userId} failed: ${(error as Error).message}`);
        throw fail('MAIL_SEND_FAILED');
      }
      return { message: msg('auth.verify.sent') };
    },

    /**
     * The link's token verifies its member once; the same token again answers 'already-verified' and
     * changes nothing. A newer mail replaces the token; an unknown or expired one is VERIFY_TOKEN_INVALID.
     */
    async confirmVerification(body: unknown, viewerId: number | null): Promise<{ status: 'verified' | 'already-verified'; user?: Me }> {
      const token = typeof (body as any)?.token === 'string' ? (body as any).token.trim() : '';
      const viewer = viewerId ? await strapi.db.query(USER_UID).findOne({ where: { id: viewerId }, select: ['id', 'confirmed'] }) : null;
      const withViewer = async (status: 'verified' | 'already-verified', userId: number) =>
        viewer?.id === userId ? { status, user: await meOrFail(userId) } : { status };

      const owner = token
        ? await strapi.db.query(USER_UID).findOne({
            where: { confirmationToken: hashSecret(token), deletedAt: null },
            select: ['id', 'confirmed', 'verificationSentAt'],
          })
        : null;
      if (!owner) {
        if (viewer?.confirmed) return withViewer('already-verified', viewer.id);
        throw fail('VERIFY_TOKEN_INVALID');
      }
      if (owner.confirmed) return withViewer('already-verified', owner.id);
      const sentAt = owner.verificationSentAt ? new Date(owner.verificationSentAt).getTime() : 0;
      if (Date.now() - sentAt > config().verificationHours * 3_600_000) throw fail('VERIFY_TOKEN_INVALID');
      await strapi.db.query(USER_UID).update({ where: { id: owner.id }, data: { confirmed: true } });
      return withViewer('verified', owner.id);
    },

    // ── Live availability (register form) ────────────────────────────────────────────────────────────

    async usernameAvailability(value: unknown): Promise<{ available: boolean; suggestions: string[] }> {
      const { value: name } = parseInput(usernameAvailabilitySchema, { value });
      if ((await usernameStatus(strapi, name)) === 'free') return { available: true, suggestions: [] };
      const suggestions: string[] = [];
      for (const candidate of usernameSuggestions(name)) {
        if ((await usernameStatus(strapi, candidate)) === 'free') suggestions.push(candidate);
      }
      return { available: false, suggestions };
    },

    async emailAvailability(value: unknown): Promise<{ available: boolean }> {
      const { value: email } = parseInput(emailAvailabilitySchema, { value });
      return { available: !(await emailTaken(strapi, email)) };
    },

    // ── Settings ─────────────────────────────────────────────────────────────────────────────────────

    /** The allow-list of accountProfileSchema only; social links are merged key by key, '' clears one. */
    async updateProfile(userId: number, body: unknown): Promise<{ data: Me; message: string }> {
      const input = parseInput(accountProfileSchema, body);
      const current = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['id', 'socialLinks'] });
      if (!current) throw fail('NOT_AUTHENTICATED');
      const data: Record<string, unknown> = { ...input };
      if (input.socialLinks) {
        const merged = { ...(current.socialLinks ?? {}), ...input.socialLinks };
        data.socialLinks = Object.fromEntries(Object.entries(merged).filter(([, v]) => typeof v === 'string' && v !== ''));
      }
      if (Object.keys(data).length) await strapi.db.query(USER_UID).update({ where: { id: userId }, data });
      return { data: await meOrFail(userId), message: msg('settings.profile.success') };
    },

    async updateNotifications(userId: number, body: unknown): Promise<{ data: Me; message: string }> {
      const input = parseInput(notificationSettingsRequestSchema, body);
      const current = await strapi.db.query(USER_UID).findOne({
        where: { id: userId },
        select: ['id', 'documentId'],
        populate: { notificationSettings: true },
      });
      if (!current) throw fail('NOT_AUTHENTICATED');
      const next = { ...notificationSettingsOf(current.notificationSettings), ...input };
      await strapi.documents(USER_UID as any).update({ documentId: current.documentId, data: { notificationSettings: next } as any });
      return { data: await meOrFail(userId), message: msg('settings.notifications.success') };
    },

    async updatePrivacy(userId: number, body: unknown): Promise<{ data: Me; message: string }> {
      const input = parseInput(privacySettingsSchema, body);
      const current = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['id', 'privacy'] });
      if (!current) throw fail('NOT_AUTHENTICATED');
      const privacy = { ...privacyOf(current.privacy), ...input };
      await strapi.db.query(USER_UID).update({ where: { id: userId }, data: { privacy } });
      return { data: await meOrFail(userId), message: msg('account.privacy.updated') };
    },

    /** The current password is really checked; the answer's token is the only session left. */
    async changePassword(userId: number, body: unknown): Promise<{ jwt: string; message: string }> {
      const input = parseInput(changePasswordRequestSchema, body);
      const user = await accountRow(userId);
      if (!user.password || !(await users().validatePassword(input.currentPassword, user.password))) {
        throw fail('WRONG_CURRENT_PASSWORD');
      }
      const now = new Date();
      await usersTable()
        .where({ id: userId })
        .update({ [col('password')]: await hash(input.password), [col('passwordChangedAt')]: now });
      return { jwt: issueSession(strapi, { id: userId, passwordChangedAt: now }), message: msg('settings.password.success') };
    },

    // ── Privacy: export and deletion ─────────────────────────────────────────────────────────────────

    /** Everything held about the member, as one JSON document. Never the password hash or any token. */
    async exportData(userId: number) {
      const me = await meOrFail(userId);
      const profile = await strapi.db.query(USER_UID).findOne({
        where: { id: userId },
        select: ['fullName', 'location', 'website', 'title', 'company', 'platforms', 'portfolio', 'contentFilters', 'lastLogin', 'lastSeen'],
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
      const ledger = (uid: string, where: Record<string, unknown>, select: string[]) =>
        strapi.db.query(uid as any).findMany({ where, select, orderBy: { id: 'asc' } });
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
      const usernames = await usernamesOf([...following.map((f: any) => f.followingId), ...followers.map((f: any) => f.followerId)]);
      const badgeIds = badgeAwards.map((a: any) => a.badgeId);
      const badges = badgeIds.length
        ? await strapi.db.query(BADGE_UID).findMany({ where: { id: { $in: badgeIds } }, select: ['id', 'slug', 'name'] })
        : [];
      const badgeById = new Map(badges.map((b: any) => [b.id, b]));
      return {
        exportedAt: new Date().toISOString(),
        account: { ...me, ...profile },
        topics: topics.map((t: any) => ({ ...t, category: t.category ? { slug: t.category.slug, name: t.category.name } : null })),
        replies: replies.map((r: any) => ({ ...r, topic: r.topic ? { id: r.topic.id, slug: r.topic.slug, title: r.topic.title } : null })),
        blogPosts,
        comments,
        votes,
        likes,
        bookmarks,
        following: following.map((f: any) => ({ username: usernames.get(f.followingId) ?? null, since: f.createdAt })),
        followers: followers.map((f: any) => ({ username: usernames.get(f.followerId) ?? null, since: f.createdAt })),
        badges: badgeAwards.map((a: any) => ({ slug: badgeById.get(a.badgeId)?.slug ?? null, name: badgeById.get(a.badgeId)?.name ?? null, earnedAt: a.earnedAt })),
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
      await strapi.db.transaction(async ({ trx }) => {
        const knex = trx as any;
        const follows = table(strapi, 'api::follow.follow');
        const followerCol = column(strapi, 'api::follow.follow', 'followerId');
        const followingCol = column(strapi, 'api::follow.follow', 'followingId');
        const usersName = table(strapi, USER_UID);
        // The members they followed lose a follower, those following them lose a following.
        await knex(usersName)
          .whereIn('id', knex(follows).select(followingCol).where(followerCol, userId))
          .update({ [col('followerCount')]: knex.raw('GREATEST(COALESCE(??, 0) - 1, 0)', [col('followerCount')]) });
        await knex(usersName)
          .whereIn('id', knex(follows).select(followerCol).where(followingCol, userId))
          .update({ [col('followingCount')]: knex.raw('GREATEST(COALESCE(??, 0) - 1, 0)', [col('followingCount')]) });
        await knex(follows).where(followerCol, userId).orWhere(followingCol, userId).delete();
        await knex(table(strapi, 'api::bookmark.bookmark')).where(column(strapi, 'api::bookmark.bookmark', 'userId'), userId).delete();
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
      });
      return { message: msg('account.deleted') };
    },
  };
};
