import type { Core } from '@strapi/strapi';
import { pruneTopicViews } from '../src/api/forum/services/moderation';

/** Housekeeping on a schedule (server.cron). Times are UTC, like the whole server. */
export default {
  pruneTopicViews: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      const removed = await pruneTopicViews(strapi);
      if (removed) strapi.log.info(`[views] ${removed} eski görüntüleme kaydı silindi`);
    },
    options: { rule: '17 1 * * *' },
  },
};
