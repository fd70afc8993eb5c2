import type { Core } from '@strapi/strapi';
import { bootstrap as applyModel } from './bootstrap';
import { requireSecret } from './lib/config-secrets';
import { ensureEditor } from './lib/editor';
import { drain, trackRequests } from './lib/graceful';
import { watchEditorialContent } from './lib/rebuild';
import { awardPointsOnPublish } from './api/blog/lib/publish-points';
import { closeShared } from './lib/shared-limits';
import { watchSiteSettings } from './lib/settings';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Before anything writes: every Document Service write of the site settings empties their cache.
    watchSiteSettings(strapi);
    // Read on a guest's first topic view; checked now so a missing key stops the boot, not that request.
    requireSecret('VIEW_HASH_SECRET');
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    trackRequests(strapi.server.httpServer);
    await applyModel({ strapi });
    await ensureEditor(strapi);
    // `npm start` asks for demo data on an empty database; tests and production never do.
    if (process.env.SEED_ON_EMPTY === 'true') {
      const { seed, parseSeedSize } = await import('./seed');
      await seed(strapi, parseSeedSize(process.env.SEED_SIZE));
    }
    watchEditorialContent(strapi);
    awardPointsOnPublish(strapi);
  },

  /** SIGTERM (and every other stop): finish the requests in flight before Strapi cuts the connections. */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    const left = await drain(strapi);
    if (left) strapi.log.warn(`[kapanış] ${left} istek süre dolduğunda hâlâ sürüyordu`);
    await closeShared();
  },
};
