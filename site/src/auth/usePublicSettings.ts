import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE_SETTINGS } from '@oyundev/domain';
import { publicSettingsQuery, type PublicSiteSettings } from '../api-client/account';

/**
 * The site settings every visitor's screens follow. Until the answer arrives (or if it cannot be had) the
 * defaults apply — the same defaults the server falls back to, so the screen never promises more than the
 * server will allow.
 */
const { general, appearance, content, security } = DEFAULT_SITE_SETTINGS;
const fallback: PublicSiteSettings = {
  registrationEnabled: general.registrationEnabled,
  emailVerificationRequired: general.emailVerificationRequired,
  maintenanceMode: false,
  darkMode: appearance.darkMode,
  topicsPerPage: content.topicsPerPage,
  postsPerPage: content.postsPerPage,
  enableComments: content.enableComments,
  enableVoting: content.enableVoting,
  passwordMinLength: security.passwordMinLength,
  maxUploadSize: content.maxUploadSize,
  allowedFileTypes: [...content.allowedFileTypes],
  demoLogins: [],
};

export function usePublicSettings(): { settings: PublicSiteSettings; isLoading: boolean } {
  const query = useQuery(publicSettingsQuery());
  return { settings: query.data ?? fallback, isLoading: query.isPending };
}
