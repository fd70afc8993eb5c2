import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE_SETTINGS } from '@oyundev/domain';
import { publicSettingsQuery, type PublicSiteSettings } from '../api-client/account';

/**
 * The site settings every visitor's screens follow. Until the answer arrives (or if it cannot be had) the
 * defaults apply — the same defaults the server falls back to, so the screen never promises more than the
 * server will allow.
 */
export function usePublicSettings(): { settings: PublicSiteSettings; isLoading: boolean } {
  const query = useQuery(publicSettingsQuery());
  const fallback: PublicSiteSettings = {
    registrationEnabled: DEFAULT_SITE_SETTINGS.general.registrationEnabled,
    emailVerificationRequired: DEFAULT_SITE_SETTINGS.general.emailVerificationRequired,
    demoLogins: [],
  };
  return { settings: query.data ?? fallback, isLoading: query.isPending };
}
