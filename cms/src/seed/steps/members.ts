// Members (the demo accounts and generated Turkish game developers) and who follows whom.
import {
  DEFAULT_PRIVACY_SETTINGS,
  ONBOARDING_STEPS,
  ENGINE_OPTIONS,
  PROGRAMMING_LANGUAGE_OPTIONS,
  optionLabel,
  toAsciiLower,
} from '@oyundev/domain';
import { addMs, between, days, hours, recentBetween } from '../random';
import {
  BIO_CLOSINGS,
  BIO_OPENINGS,
  CITIES,
  COMPANIES,
  DEMO_ACCOUNTS,
  ENGINES,
  FIRST_NAMES,
  LANGUAGES,
  LAST_NAMES,
  PLATFORMS,
  PORTFOLIO_TITLES,
  SPECIALTIES,
  TITLES,
  type DemoAccount,
} from '../content/people';
import { FOLLOW, ROLE, USER, asciiName, maxDate, type Member, type SeedContext } from '../context';
import type { UsersPermissionsUserService } from '../../api/account/lib/kit';

export async function seedMembers(ctx: SeedContext) {
  const roles = new Map<string, number>();
  for (const role of await ctx.strapi.db.query(ROLE).findMany({ select: ['id', 'type'] })) roles.set(role.type, role.id);
  for (const type of ['admin', 'moderator', 'premium', 'user']) {
    if (!roles.has(type)) throw new Error(`seed: role ${type} missing — run the bootstrap first`);
  }

  type Draft = { member: Omit<Member, 'id' | 'documentId'>; password: string; row: Record<string, unknown> };
  const drafts: Draft[] = [];

  for (const demo of DEMO_ACCOUNTS) {
    const createdAt = demo.role === 'user' ? addMs(ctx.now, -days(24)) : addMs(ctx.start, hours(demo.role === 'admin' ? 1 : 5));
    drafts.push(
      memberDraft(ctx, {
        username: demo.username,
        password: demo.password,
        role: demo.role,
        fullName: demo.fullName,
        title: demo.title,
        bio: demo.bio,
        location: demo.location,
        gameEngines: demo.gameEngines,
        programmingLanguages: demo.programmingLanguages,
        specialties: demo.specialties,
        createdAt,
        isPremium: false,
        restricted: null,
      }),
    );
  }

  const taken = new Set(drafts.map((d) => d.member.username));
  const generated = 30 * ctx.size;
  for (let n = 1; n <= generated; n++) {
    const first = ctx.random.pick(FIRST_NAMES);
    const last = ctx.random.pick(LAST_NAMES);
    const base = `${asciiName(first)}_${asciiName(last)}`;
    let username = base;
    for (let k = 2; taken.has(username); k++) username = `${base}${k}`;
    taken.add(username);
    const isPremium = n % 8 === 0; // spec: every 8th generated member is premium
    // A few accounts in every moderation state for the admin screens (never a premium one).
    const restricted = isPremium ? null : n === 5 ? 'suspended' : n === 11 ? 'banned-temporary' : n === 19 ? 'banned' : null;
    drafts.push(
      memberDraft(ctx, {
        username,
        password: `${asciiName(first)}123`,
        role: isPremium ? 'premium' : 'user',
        fullName: `${first} ${last}`,
        title: ctx.random.pick(TITLES),
        bio: `${ctx.random.pick(BIO_OPENINGS)} ${ctx.random.pick(BIO_CLOSINGS)}`,
        location: ctx.random.pick(CITIES),
        gameEngines: ctx.random.sample(ENGINES, ctx.random.int(1, 3)),
        programmingLanguages: ctx.random.sample(LANGUAGES, ctx.random.int(1, 3)),
        specialties: ctx.random.sample(SPECIALTIES, ctx.random.int(1, 2)),
        createdAt: recentBetween(ctx.random, addMs(ctx.start, days(1)), addMs(ctx.now, -days(3)), 0.9),
        isPremium,
        restricted,
      }),
    );
  }

  // Same password, same hash: bcrypt is slow on purpose and the demo has few distinct passwords.
  const hashes = new Map<string, string>();
  const users = ctx.strapi.plugin('users-permissions').service('user') as UsersPermissionsUserService;
  for (const d of drafts) {
    if (!hashes.has(d.password)) hashes.set(d.password, (await users.ensureHashedPasswords({ password: d.password })).password);
    d.row.password = hashes.get(d.password);
  }

  const inserted = await ctx.write.insert(
    USER,
    drafts.map((d) => d.row),
  );
  ctx.members = drafts.map((d, i) => ({ ...d.member, ...inserted[i] }));
  for (const m of ctx.members) ctx.byUsername.set(m.username, m);
  await ctx.write.link(
    USER,
    'role',
    ctx.members.map((m) => [m.id, roles.get(m.role)!]),
  );

  for (const [i, m] of ctx.members.entries()) {
    await ctx.write.component(USER, 'notificationSettings', m.id, {
      emailNotifications: true,
      pushNotifications: true,
      newFollower: true,
      newComment: true,
      newLike: true,
      newMention: true,
      weeklyDigest: drafts[i].member.role !== 'user' || ctx.random.chance(0.7),
    });
    if (m.isPremium) {
      await ctx.write.component(USER, 'premium', m.id, {
        isActive: true,
        startDate: addMs(m.createdAt, days(1)),
        endDate: addMs(m.createdAt, days(366)),
        tier: 'Profesyonel',
      });
    }
  }
  ctx.counts.members = ctx.members.length;
}

export function memberDraft(
  ctx: SeedContext,
  p: Omit<DemoAccount, 'role'> & {
    role: Member['role'];
    createdAt: Date;
    isPremium: boolean;
    restricted: null | 'suspended' | 'banned-temporary' | 'banned';
  },
) {
  const r = ctx.random;
  // Every demo member finished onboarding: a newcomer judges the community by complete profiles.
  const onboardingCompleted = true;
  const handle = p.username.replace(/_/g, '');
  const website = r.chance(0.35) ? `https://${handle}.github.io` : null;
  const lastSeen = p.restricted ? addMs(p.createdAt, days(r.int(2, 20))) : recentBetween(r, addMs(ctx.now, -days(6)), ctx.now, 2.5);
  const row: Record<string, unknown> = {
    username: p.username,
    email: `${p.username}@oyundev.local`,
    provider: 'local',
    confirmed: true,
    blocked: false,
    fullName: p.fullName,
    bio: p.bio,
    location: p.location,
    website,
    title: p.title,
    company: p.role === 'admin' ? 'OyunDev' : r.pick(COMPANIES),
    gameEngines: p.gameEngines,
    programmingLanguages: p.programmingLanguages,
    specialties: p.specialties,
    platforms: r.sample(PLATFORMS, r.int(1, 3)),
    // Keys of domain SOCIAL_LINK_KEYS, each an http(s) address the settings form would accept.
    socialLinks: {
      ...(website ? { website } : {}),
      github: `https://github.com/${p.username.replace(/_/g, '-')}`,
      ...(r.chance(0.5) ? { twitter: `https://x.com/${p.username}` } : {}),
      ...(website || r.chance(0.4) ? { itchio: `https://${handle}.itch.io` } : {}),
      ...(r.chance(0.4) ? { linkedin: `https://www.linkedin.com/in/${p.username.replace(/_/g, '-')}` } : {}),
      ...(r.chance(0.2) ? { steam: `https://steamcommunity.com/id/${handle}` } : {}),
    },
    portfolio: r.chance(0.5)
      ? r.sample(PORTFOLIO_TITLES, r.int(1, 2)).map((title) => ({
          title,
          description: `${optionLabel(ENGINE_OPTIONS, p.gameEngines[0])} ile geliştirdiğim küçük bir oyun.`,
          image: null,
          url: `https://${p.username.replace(/_/g, '')}.itch.io/${toAsciiLower(title).replace(/[^a-z0-9]+/g, '-')}`,
          technologies: [
            optionLabel(ENGINE_OPTIONS, p.gameEngines[0]),
            optionLabel(PROGRAMMING_LANGUAGE_OPTIONS, p.programmingLanguages[0]),
          ],
          createdAt: between(r, p.createdAt, ctx.now).toISOString(),
        }))
      : [],
    lastSeen,
    lastLogin: lastSeen,
    isActive: p.restricted !== 'suspended',
    isBanned: p.restricted === 'banned' || p.restricted === 'banned-temporary',
    banExpiresAt: p.restricted === 'banned-temporary' ? addMs(ctx.now, days(14)) : null,
    banReason:
      p.restricted === 'banned'
        ? 'Tekrarlanan spam ve reklam paylaşımı.'
        : p.restricted === 'banned-temporary'
          ? 'Bir üyeye yönelik hakaret (topluluk kuralları, madde 1).'
          : null,
    onboardingCompleted,
    onboardingStep: ONBOARDING_STEPS - 1,
    contentFilters: {
      gameEngines: p.gameEngines,
      skillLevels: [r.pick(['beginner', 'intermediate', 'advanced', 'expert'])],
      categories: [],
      tags: [],
    },
    adminPermissions:
      p.role === 'admin'
        ? {
            canManageUsers: true,
            canManageContent: true,
            canManageCategories: true,
            canAccessAnalytics: true,
            canManageReports: true,
            canManageSystem: true,
          }
        : null,
    privacy: { ...DEFAULT_PRIVACY_SETTINGS },
    profileViews: r.int(5, 400),
    createdAt: p.createdAt,
    updatedAt: p.createdAt,
  };
  const member: Omit<Member, 'id' | 'documentId'> = {
    username: p.username,
    fullName: p.fullName,
    role: p.role,
    createdAt: p.createdAt,
    gameEngines: p.gameEngines,
    onboardingCompleted,
    isPremium: p.isPremium,
    restricted: p.restricted !== null,
  };
  return { member, password: p.password, row };
}

/**
 * A member who could act at `at` (joined before it, not restricted), other than `not`; only those who
 * may read premium content when it happens in a premium category or on a premium post.
 */

export async function seedFollows(ctx: SeedContext) {
  const rows: Record<string, unknown>[] = [];
  const pairs = new Set<string>();
  const stars = ['admin', 'moderator'].map((u) => ctx.byUsername.get(u)!);
  for (const follower of ctx.members.filter((m) => !m.restricted)) {
    const targets = new Set<Member>(
      ctx.random.sample(
        ctx.members.filter((m) => m !== follower),
        ctx.random.int(1, 6),
      ),
    );
    for (const star of stars) if (star !== follower && ctx.random.chance(0.7)) targets.add(star);
    for (const following of targets) {
      const key = `${follower.id}:${following.id}`;
      if (pairs.has(key)) continue;
      pairs.add(key);
      const at = between(ctx.random, maxDate(follower.createdAt, following.createdAt), ctx.now);
      rows.push({ followerId: follower.id, followingId: following.id, createdAt: at, updatedAt: at });
      ctx.events.push({
        user: following,
        actor: follower,
        type: 'new_follower',
        title: 'Yeni takipçi',
        message: `${follower.username} seni takip etmeye başladı.`,
        link: `/profil/${follower.username}`,
        at,
      });
    }
  }
  await ctx.write.insert(FOLLOW, rows);
  ctx.counts.follows = rows.length;
}
