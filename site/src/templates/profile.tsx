import '../i18n-profile';
import type { HeadProps, PageProps } from 'gatsby';
import { ProfileScreen } from '../components/profile/ProfileScreen';
import { NotFound } from '../components/shell/NotFound';
import { Seo } from '../components/shell/Seo';
import { InlineLoading } from '../components/shell/LoadingOverlay';
import { useHydrated } from '../hooks/useHydrated';
import { slugAfter } from '../hooks/usePathname';
import { BUILD_DATA_UPDATED_AT, type ProfileContext } from './contexts';
import { t } from '../i18n';

/** Both /profil/{username} and /profile/{username}. */
function usernameOf(pathname: string): string {
  return slugAfter(pathname, '/profil/') || slugAfter(pathname, '/profile/');
}

/**
 * A public profile that existed at build time is a static page (readable without JavaScript); any other
 * address is the client-only route, read live from the API as the viewer.
 */
export default function ProfileTemplate({ pageContext, location }: PageProps<object, ProfileContext>) {
  const hydrated = useHydrated();
  const username = pageContext.username ?? (hydrated ? usernameOf(location.pathname) : '');
  if (!username) return hydrated ? <NotFound /> : <InlineLoading />;
  return (
    <ProfileScreen
      username={username}
      search={location.search}
      initial={pageContext.username === username ? pageContext.profile : undefined}
      initialUpdatedAt={BUILD_DATA_UPDATED_AT}
    />
  );
}

export function Head({ location, pageContext }: HeadProps<object, ProfileContext>) {
  const username = pageContext.username ?? usernameOf(location.pathname);
  const profile = pageContext.profile;
  return (
    <Seo
      title={profile ? (profile.fullName ?? profile.username) : username || t('profile.notFound')}
      description={profile?.bio ?? undefined}
      pathname={location.pathname}
      noindex={!profile}
    />
  );
}
