import type { Core } from '@strapi/strapi';
import { BADGE_RULES, earnedBadgeSlugs, msg, type BadgeStats } from '@oyundev/domain';
import { insertRow, type Knex } from './db';
import { movePoints } from './member-points';
import { writeLine } from './period-points';
import { notify } from './notify';
import { column, table } from './tables';

const USER = 'plugin::users-permissions.user';
const ACTIVITY = 'api::activity.activity';
const BADGE = 'api::badge.badge';
const BADGE_AWARD = 'api::badge-award.badge-award';

/** Ledger types counted for each metric (lines are removed on unlike/delete, so counts stay true). */
const COUNTED = {
  topic_created: 'topics',
  reply_created: 'replies',
  solution_accepted: 'solutions',
  like_received: 'likesReceived',
  blog_post_published: 'blogPosts',
} as const;

/** A member's badge counters, read inside the caller's transaction (so the line just written counts). */
export async function badgeStats(strapi: Core.Strapi, trx: Knex, userId: number): Promise<BadgeStats> {
  const stats: BadgeStats = {
    topics: 0,
    replies: 0,
    solutions: 0,
    likesReceived: 0,
    blogPosts: 0,
    bestStreak: 0,
    onboardingCompleted: false,
  };
  const type = column(strapi, ACTIVITY, 'type');
  const lines = await trx(table(strapi, ACTIVITY))
    .where(column(strapi, ACTIVITY, 'userId'), userId)
    .whereIn(type, Object.keys(COUNTED))
    .groupBy(type)
    .select({ type, n: trx.raw('count(*)') });
  for (const line of lines) stats[COUNTED[line.type as keyof typeof COUNTED]] = Number(line.n);
  const user = await trx(table(strapi, USER))
    .where('id', userId)
    .first({ best: column(strapi, USER, 'bestStreak'), onboarded: column(strapi, USER, 'onboardingCompleted') });
  stats.bestStreak = Number(user?.best ?? 0);
  stats.onboardingCompleted = user?.onboarded === true;
  return stats;
}

/** The RP reward of a badge just awarded: a `badge_earned` ledger line, the member's counters and period totals moved. */
export async function creditBadge(_strapi: Core.Strapi, trx: Knex, userId: number, badgeId: number, reward: number, at: Date) {
  await writeLine(trx, { userId, type: 'badge_earned', points: reward, targetType: 'badge', targetId: badgeId, occurredAt: at });
  await movePoints(trx, userId, reward, 1);
}

/** The item whose ledger line reached a badge (a topic, a reply, a blog post …), kept on the award. */
export interface BadgeSource {
  targetType: string | null;
  targetId: number | null;
}

/**
 * Gives `userId` one badge, in the caller's transaction: the award row (UNIQUE(user, badge) — a concurrent
 * or repeated award inserts nothing and answers false), its RP reward as a ledger line and, unless `quiet`,
 * a badge_earned notification.
 */
export async function giveBadge(
  strapi: Core.Strapi,
  trx: Knex,
  userId: number,
  badge: { id: number; slug: string; name: string; reward: number },
  at: Date,
  source: BadgeSource = { targetType: null, targetId: null },
  { quiet = false }: { quiet?: boolean } = {},
): Promise<boolean> {
  const id = await insertRow(
    strapi,
    trx,
    BADGE_AWARD,
    { userId, badgeId: badge.id, earnedAt: at, targetType: source.targetType, targetId: source.targetId },
    { onConflict: ['userId', 'badgeId'], now: at },
  );
  if (id === null) return false; // another transaction awarded it first
  await creditBadge(strapi, trx, userId, badge.id, badge.reward, at);
  if (quiet) return true;
  await notify(
    strapi,
    trx,
    {
      userId,
      actorId: null,
      type: 'badge_earned',
      title: msg('badge.notification.title'),
      message: msg('badge.notification.message', { name: badge.name }),
      // Each badge its own target, so two badges are two notifications (the list groups by type and link).
      link: `/rozetler#${badge.slug}`,
    },
    at,
  );
  return true;
}

/**
 * Awards every rule badge the member's counters now reach and they do not hold yet (`giveBadge` each, linked
 * to `source`). Called by `ledger.award()` after every line, so badges come with the act that earned them.
 * Returns the slugs awarded now.
 */
export async function checkBadges(
  strapi: Core.Strapi,
  trx: Knex,
  userId: number,
  at: Date = new Date(),
  source: BadgeSource = { targetType: null, targetId: null },
): Promise<string[]> {
  const reached = earnedBadgeSlugs(await badgeStats(strapi, trx, userId));
  if (reached.length === 0) return [];
  const awards = table(strapi, BADGE_AWARD);
  const held = await trx(awards)
    .where(column(strapi, BADGE_AWARD, 'userId'), userId)
    .pluck(column(strapi, BADGE_AWARD, 'badgeId'));
  const badges = await trx(table(strapi, BADGE))
    .whereIn(column(strapi, BADGE, 'slug'), reached)
    .whereNotIn('id', held.map(Number))
    .orderBy('id')
    .select('id', { slug: column(strapi, BADGE, 'slug'), name: column(strapi, BADGE, 'name'), reward: column(strapi, BADGE, 'reward') });
  const awarded: string[] = [];
  for (const badge of badges) {
    const given = await giveBadge(
      strapi,
      trx,
      userId,
      { id: Number(badge.id), slug: badge.slug, name: badge.name, reward: Number(badge.reward ?? 0) },
      at,
      source,
    );
    if (given) awarded.push(badge.slug);
  }
  return awarded;
}

/** The slugs with an automatic rule (others — welcome, premium, founder — are given elsewhere). */
export const RULE_SLUGS = BADGE_RULES.map((r) => r.slug);
