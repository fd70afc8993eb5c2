import type { Core } from '@strapi/strapi';
import { themeStylesheet, type PublicSiteSettings } from '@oyundev/domain';
import { workingDemoLogins } from '../../../lib/demo-logins';
import { siteSettings } from '../../../lib/settings';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Only these flags leave the server; the rest of the settings (SMTP, IP lists…) stay admin-only. */
  async publicSettings(): Promise<PublicSiteSettings> {
    const { general, appearance, content, security } = await siteSettings(strapi);
    return {
      registrationEnabled: general.registrationEnabled,
      emailVerificationRequired: general.emailVerificationRequired,
      maintenanceMode: general.maintenanceMode,
      darkMode: appearance.darkMode,
      topicsPerPage: content.topicsPerPage,
      postsPerPage: content.postsPerPage,
      enableComments: content.enableComments,
      enableVoting: content.enableVoting,
      passwordMinLength: security.passwordMinLength,
      maxUploadSize: content.maxUploadSize,
      allowedFileTypes: content.allowedFileTypes,
      // Only on a demo install (lib/demo-logins.ts): the login page's demo buttons.
      demoLogins: await workingDemoLogins(strapi),
    };
  },

  /** The appearance settings as the stylesheet every page links (colours, default theme, custom CSS). */
  async themeCss(): Promise<string> {
    return themeStylesheet((await siteSettings(strapi)).appearance);
  },
});
