import type { Core } from '@strapi/strapi';
import {
  WELCOME_BADGE,
  emailAvailabilitySchema,
  loginSchema,
  msg,
  registerRequestSchema,
  secondsUntil,
  usernameAvailabilitySchema,
  usernameSuggestions,
} from '@oyundev/domain';
import { fail } from '../../../lib/errors';
import { parseInput } from '../../../lib/input';
import { inTransaction, isUniqueViolation } from '../../../lib/db';
import { giveBadge } from '../../../lib/badges';
import { EMAIL_LOWER_INDEX, USERNAME_INDEX, USERNAME_LOWER_INDEX } from '../../../bootstrap/constraints';
import { readSiteSettings } from '../lib/config';
import { assertPasswordLength } from '../../../lib/settings';
import { issueSession, USER_UID } from '../lib/sessions';
import { type Me } from '../lib/me';
import { emailTaken, usernameStatus, USERNAME_REFUSAL } from '../lib/names';
import { accountKit } from '../lib/kit';

const ROLE_UID = 'plugin::users-permissions.role';
const BADGE_UID = 'api::badge.badge';
/** pg_advisory_xact_lock key: registrations run one at a time, so "is it free?" and "take it" cannot interleave. */
const REGISTER_LOCK = 4_201_121;
const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** Sign-up, sign-in and the register form's live availability checks (spec accounts §5). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const { users, mailVerification, meOrFail, locks } = accountKit(strapi);
  async function welcomeBadge(): Promise<{ id: number; slug: string; name: string; reward: number }> {
    const found = await strapi.db.query(BADGE_UID).findOne({ where: { slug: WELCOME_BADGE.slug }, select: ['id', 'name', 'reward'] });
    if (found) return { id: found.id, slug: WELCOME_BADGE.slug, name: found.name, reward: Number(found.reward ?? 0) };
    // A database that was never seeded (production): the badge is defined on the first registration.
    const created = await strapi.db.query(BADGE_UID).create({
      data: {
        slug: WELCOME_BADGE.slug,
        name: WELCOME_BADGE.name,
        description: WELCOME_BADGE.description,
        category: WELCOME_BADGE.category,
        rarity: WELCOME_BADGE.rarity,
        icon: '👋',
        reward: WELCOME_BADGE.reward,
        requirements: [],
      },
    });
    return { id: created.id, slug: WELCOME_BADGE.slug, name: created.name, reward: WELCOME_BADGE.reward };
  }

  const recordFailedLogin = (userId: number, now: Date) => locks.recordFailedLogin(userId, now);
  return {
    // ── Sign-up and sign-in ───────────────────────────────────────────────────────────────────────────

    /**
     * §5 register: the domain schema, e-mail then username uniqueness (case-insensitive), reserved and
     * lookalike names refused. Only username, e-mail and password are read from the body: role, confirmed,
     * blocked, provider and every counter are set here. Answers a session (login works before verification).
     */
    async register(body: unknown): Promise<{ jwt: string; user: Me }> {
      const settings = await readSiteSettings(strapi);
      if (settings.general.maintenanceMode) throw fail('MAINTENANCE', { retryAfterSeconds: 60 });
      if (!settings.general.registrationEnabled) throw fail('REGISTRATION_DISABLED');
      const input = parseInput(registerRequestSchema, body);
      await assertPasswordLength(strapi, input.password);
      const role = await strapi.db.query(ROLE_UID).findOne({ where: { type: 'user' }, select: ['id'] });
      if (!role) throw new Error('register: the user role is missing — bootstrap did not run');

      const created = await inTransaction(strapi, async (trx) => {
        await trx.raw('SELECT pg_advisory_xact_lock(?)', [REGISTER_LOCK]);
        if (await emailTaken(strapi, input.email, trx)) throw fail('EMAIL_TAKEN');
        const status = await usernameStatus(strapi, input.username, trx);
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
        // The welcome badge with its reward line, as the seed writes it for every member (no notification: the
        // new member is on the welcome screen, and a first bell for joining would only be noise).
        await giveBadge(strapi, trx, user.id, await welcomeBadge(), new Date(), undefined, { quiet: true });
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
      const user = candidates.find((u: { email?: string | null }) => u.email?.toLowerCase() === identifier) ?? candidates[0];
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
  };
};
