import type { Core } from '@strapi/strapi';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The active house ads, for the site's build (guests may read them; premium members are hidden ads by the site). */
  async listActive(ctx) {
    ctx.body = { data: await (strapi.service('api::house-ad.house-ad') as any).listActive() };
  },
});
