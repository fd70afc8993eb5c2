import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** What the screens must follow before anyone signs in (registration open, verification required…). */
  async publicSettings(ctx: Ctx) {
    ctx.body = { data: await service(strapi, 'api::site-setting.site-setting').publicSettings() };
  },

  /**
   * GET /api/site-settings/theme.css — linked in every page's head (before the theme boot script, which
   * reads `--site-default-theme` from it), so a saved colour or CSS shows on the next page load without a
   * rebuild. Revalidated each time (ETag), so a save is never hidden behind a cached copy.
   */
  async themeCss(ctx: Ctx) {
    const css = await service(strapi, 'api::site-setting.site-setting').themeCss();
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.set('ETag', `"${createHash('sha1').update(css).digest('base64url')}"`);
    ctx.type = 'text/css; charset=utf-8';
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = css;
  },
});
