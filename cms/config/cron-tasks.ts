import type { Core } from '@strapi/strapi';
import { pruneTopicViews } from '../src/api/forum/services/moderation';
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
  // Every denormalised counter against its rows; drift is repaired and logged (lib/consistency.ts).
  ensureConsistency: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      await ensureConsistency(strapi);
    },
    options: { rule: '43 3 * * *' },
  },
};
