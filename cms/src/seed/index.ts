import type { Core } from '@strapi/strapi';
import { type Db } from './writer';
import { recountCounters } from './recount';
import { SeedContext, USER, type SeedOptions } from './context';
import { seedFollows, seedMembers } from './steps/members';
import { seedForum } from './steps/forum-topics';
import { seedBlog, seedBookmarks } from './steps/blog';
import { seedBadges, seedLedger, seedNotifications, seedStreaks } from './steps/gamification';
import { seedHouseAds, seedPageViews, seedReports, seedSite } from './steps/site';

export type { SeedOptions } from './context';

/** Taken for the whole seed, so two processes starting on an empty database cannot both seed it. */
const SEED_LOCK = 4_201_120;

export type SeedResult = { skipped: true } | { skipped: false; counts: Record<string, number> };

/**
 * Fills an empty database with a realistic Turkish community. Does nothing when any member exists, so
 * it is safe to call on every start. Everything is written in one transaction: a failure leaves the
 * database empty and the next start tries again (image files it uploaded stay on disk, unreferenced).
 */
export async function seed(strapi: Core.Strapi, options: SeedOptions = {}): Promise<SeedResult> {
  if ((await strapi.db.query(USER).count({})) > 0) return { skipped: true };
  return strapi.db.transaction(async ({ trx }) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [SEED_LOCK]);
    if ((await strapi.db.query(USER).count({})) > 0) return { skipped: true } as const;
    const counts = await run(new SeedContext(strapi, trx as unknown as Db, options));
    strapi.log.info(
      `[seed] ${Object.entries(counts)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}`,
    );
    return { skipped: false, counts } as const;
  });
}

/** The order matters: each step reads what the earlier ones wrote (members before topics, topics before likes…). */
async function run(ctx: SeedContext) {
  await seedMembers(ctx);
  await seedFollows(ctx);
  await seedForum(ctx);
  await seedBlog(ctx);
  await seedBookmarks(ctx);
  await seedBadges(ctx);
  await seedStreaks(ctx);
  await seedLedger(ctx);
  await seedNotifications(ctx);
  await seedReports(ctx);
  await seedSite(ctx);
  await seedHouseAds(ctx);
  await seedPageViews(ctx);
  await recountCounters(ctx.strapi, { db: ctx.db, today: ctx.now });
  // A bulk load leaves the planner without statistics until autovacuum runs (never, where it is off): without
  // them it guesses one row per table and picks nested loops that make a search take seconds.
  await ctx.db.raw('ANALYZE');
  return ctx.counts;
}
