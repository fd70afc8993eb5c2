import type { Core } from '@strapi/strapi';
import type { PublicSiteSettings } from '@oyundev/domain';
import { workingDemoLogins } from '../../../lib/demo-logins';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Only these flags leave the server; the rest of the settings (SMTP, IP lists…) stay admin-only. */
  async publicSettings(): Promise<PublicSiteSettings> {
    const settings = await strapi.documents('api::site-setting.site-setting').findFirst({
      populate: { general: true },
    });
    const general = settings?.general ?? {};
    return {
      registrationEnabled: general.registrationEnabled !== false,
      emailVerificationRequired: general.emailVerificationRequired !== false,
      // Only on a demo install (lib/demo-logins.ts): the login page's demo buttons.
      demoLogins: await workingDemoLogins(strapi),
    };
  },
});
