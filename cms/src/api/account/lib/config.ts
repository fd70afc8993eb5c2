import type { Core } from '@strapi/strapi';
import type { SiteSettings } from '@oyundev/domain';
import { siteSettings } from '../../../lib/settings';

/** A fixed window: at most `max` requests per `interval` ms. */
export interface Limit {
  interval: number;
  max: number;
}

/** The account rules set in config/plugins.ts (`users-permissions.config.accounts` and `ratelimit`). */
export interface AccountConfig {
  /** Where the mailed links point (`<siteUrl>/verify-email?token=…`). No trailing slash. */
  siteUrl: string;
  /** How long an account stays locked after `security.maxLoginAttempts` failed logins. */
  lockMinutes: number;
  /** A password-reset code works this long after it was mailed. */
  resetCodeMinutes: number;
  /** A verification link works this long after it was mailed. */
  verificationHours: number;
  /** Per address, for each of login, register, forgot, reset, verification and password. */
  authLimit: Limit;
  /** Per account: verification mails a member may ask for. */
  verificationMailLimit: Limit;
  /** Per address: live username / e-mail availability checks. */
  availabilityLimit: Limit;
}

export function accountConfig(strapi: Core.Strapi): AccountConfig {
  const plugin = strapi.config.get('plugin::users-permissions') as {
    accounts: Omit<AccountConfig, 'authLimit'> & { siteUrl: unknown };
    ratelimit: Limit;
  };
  const accounts = plugin.accounts;
  return {
    siteUrl: String(accounts.siteUrl).replace(/\/+$/, ''),
    lockMinutes: accounts.lockMinutes,
    resetCodeMinutes: accounts.resetCodeMinutes,
    verificationHours: accounts.verificationHours,
    authLimit: plugin.ratelimit,
    verificationMailLimit: accounts.verificationMailLimit,
    availabilityLimit: accounts.availabilityLimit,
  };
}

/** The admin's site settings with every default filled in (through the cms's settings cache, lib/settings.ts). */
export function readSiteSettings(strapi: Core.Strapi): Promise<SiteSettings> {
  return siteSettings(strapi);
}
