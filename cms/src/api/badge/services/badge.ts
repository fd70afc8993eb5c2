import type { Core } from '@strapi/strapi';
import { BADGE_CATEGORIES, BADGE_RARITIES, BADGE_RULES, badgeProgress, type BadgeListAnswer, type BadgeProgress } from '@oyundev/domain';
import { badgeStats } from '../../../lib/badges';
import type { Knex } from '../../../lib/db';
import { raw } from '../../../lib/sql-names';

interface BadgeRow {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  icon: string | null;
  category: (typeof BADGE_CATEGORIES)[number];
  rarity: (typeof BADGE_RARITIES)[number];
  reward: number | null;
  requirements: unknown;
  holders: string;
  earned_at: Date | null;
}

const requirementTexts = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((r) => (r && typeof r === 'object' ? String((r as { text?: unknown }).text ?? '') : '')).filter(Boolean)
    : [];

/**
 * The badges page (issue 13): every definition with its holder count (live members only), and for a member
 * what they hold and how far they are towards each automatic badge (the same counters `checkBadges` reads).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(viewerId: number | null): Promise<BadgeListAnswer> {
    const db = (): Knex => strapi.db.connection;
    const { rows } = await raw(
      db(),
      `SELECT b.id, b.slug, b.name, b.description, b.icon, b.category, b.rarity, b.reward, b.requirements,
              (SELECT count(*) FROM {badge-award} a JOIN {user} u ON u.id = a.user_id
                WHERE a.badge_id = b.id AND u.deleted_at IS NULL) AS holders,
              (SELECT a.earned_at FROM {badge-award} a WHERE a.badge_id = b.id AND a.user_id = ?) AS earned_at
       FROM {badge} b ORDER BY b.id`,
      [viewerId ?? 0],
    );
    const members = await raw(db(), `SELECT count(*) AS n FROM {user} WHERE deleted_at IS NULL`);
    const progress = new Map<string, BadgeProgress>();
    if (viewerId !== null) for (const p of badgeProgress(await badgeStats(strapi, db(), viewerId))) progress.set(p.slug, p);
    const ruled = new Set(BADGE_RULES.map((r) => r.slug));
    const order = (b: BadgeRow) => BADGE_CATEGORIES.indexOf(b.category) * 10 + BADGE_RARITIES.indexOf(b.rarity);
    const data = (rows as BadgeRow[])
      .sort((a, b) => order(a) - order(b) || a.id - b.id)
      .map((b) => {
        const earned = b.earned_at !== null;
        const mine = ruled.has(b.slug) ? (progress.get(b.slug) ?? null) : null;
        const completed = earned || Boolean(mine?.earned);
        return {
          id: Number(b.id),
          slug: b.slug,
          name: b.name,
          description: b.description ?? null,
          icon: b.icon ?? null,
          category: b.category,
          rarity: b.rarity,
          reward: Number(b.reward ?? 0),
          holders: Number(b.holders),
          earned,
          earnedAt: b.earned_at ? new Date(b.earned_at).toISOString() : null,
          requirements: requirementTexts(b.requirements).map((text) => ({ text, completed })),
          // A held badge is complete even when what earned it was undone since (an unlike, a deleted reply).
          progress: mine
            ? earned
              ? { current: mine.threshold, threshold: mine.threshold, percent: 100 }
              : { current: mine.current, threshold: mine.threshold, percent: mine.percent }
            : null,
        };
      });
    return { data, meta: { members: Number(members.rows[0].n) } };
  },
});
