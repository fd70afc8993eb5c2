import type { Core } from '@strapi/strapi';
import { pruneTopicViews } from '../src/api/forum/services/moderation';
import { publishDuePosts } from '../src/api/blog/lib/scheduled';
import { ensureConsistency } from '../src/lib/consistency';

/** Housekeeping on a schedule (server.cron). Times are UTC, like the whole server. */
export default {
  pruneTopicViews: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      const removed = await pruneTopicViews(strapi);
      if (removed) strapi.log.info(`[views] ${removed} eski görüntüleme kaydı silindi`);
    },
    options: { rule: '17 1 * * *' },
  },
  // Blog posts whose scheduledDate has come appear (and the static site is rebuilt) within a minute.
  publishScheduledPosts: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      const slugs = await publishDuePosts(strapi);
      if (slugs.length) strapi.log.info(`[blog] zamanı gelen ${slugs.length} yazı yayımlandı: ${slugs.join(', ')}`);
    },
    options: { rule: '* * * * *' },
  },
  // Every denormalised counter against its rows; drift is repaired and logged (lib/consistency.ts).
  ensureConsistency: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      await ensureConsistency(strapi);
    },
    options: { rule: '43 3 * * *' },
  },
};
