import type { Core } from '@strapi/strapi';
import { type Db } from './writer';
import { recountCounters } from './recount';
import { SeedContext, USER, type SeedOptions } from './context';
import { seedFollows, seedMembers } from './steps/members';
import { seedForum } from './steps/forum-topics';
import { seedBlog, seedBookmarks } from './steps/blog';
import { seedBadges, seedLedger, seedNotifications, seedStreaks } from './steps/gamification';
import { seedHouseAds, seedPageViews, seedReports, seedSite } from './steps/site';
import { seedLarge } from './large';
import { countDrift } from '../lib/consistency';

export type { SeedOptions } from './context';
export { parseSeedSize } from './large';

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
  const result = await strapi.db.transaction(async ({ trx }) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [SEED_LOCK]);
    if ((await strapi.db.query(USER).count({})) > 0) return { skipped: true } as const;
    const counts = await run(new SeedContext(strapi, trx as unknown as Db, options), options);
    strapi.log.info(
      `[seed] ${Object.entries(counts)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}`,
    );
    return { skipped: false, counts } as const;
  });
  if (!result.skipped && options.large) {
    // A bulk load leaves every page's visibility unknown until autovacuum passes (minutes later, and not at all under
    // a steady write load): the hot reads' index-only counts (visible topics, a topic's replies) read the whole heap
    // instead — the 'hot' list's count of visible topics read 5,775 pages instead of 75. VACUUM (outside the
    // transaction) leaves the data as a live database's.
    await strapi.db.connection.raw('VACUUM');
  }
  return result;
}

/** The order matters: each step reads what the earlier ones wrote (members before topics, topics before likes…). */
async function run(ctx: SeedContext, options: SeedOptions) {
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
  const large = options.large ? await seedLarge(ctx, options.large) : null;
  // Statistics before the recount too: a million rows loaded in this transaction look empty to the planner,
  // which then recounts the members' counters with nested scans that take minutes.
  if (large) await ctx.db.raw('ANALYZE');
  await recountCounters(ctx.strapi, { db: ctx.db, today: ctx.now });
  large?.progress('sayaçlar', 'yeniden sayıldı');
  // A bulk load leaves the planner without statistics until autovacuum runs (never, where it is off): without
  // them it guesses one row per table and picks nested loops that make a search take seconds.
  await ctx.db.raw('ANALYZE');
  if (large) {
    large.progress('istatistikler', 'ANALYZE bitti');
    // Every counter the consistency job knows must equal its recount: a drift here fails the seed (rolled back).
    const drift = await countDrift(ctx.strapi, ctx.db);
    const drifted = Object.entries(drift).filter(([, n]) => n > 0);
    if (drifted.length) throw new Error(`seed: counters drifted from their recount: ${JSON.stringify(Object.fromEntries(drifted))}`);
    large.progress('tutarlılık', `${Object.keys(drift).length} sayaç denetlendi, sapma yok`);
  }
  return ctx.counts;
}
