import type { HeadProps, PageProps } from 'gatsby';
import { ComingSoon } from '../components/common/ComingSoon';
import { Avatar } from '../components/common/Avatar';
import { NotFound } from '../components/shell/NotFound';
import { Seo } from '../components/shell/Seo';
import { InlineLoading } from '../components/shell/LoadingOverlay';
import { useHydrated } from '../hooks/useHydrated';
import { slugAfter } from '../hooks/usePathname';
import { t } from '../i18n';

/** Both /profil/{username} and /profile/{username} (client-only). */
function usernameOf(pathname: string): string {
  return slugAfter(pathname, '/profil/') || slugAfter(pathname, '/profile/');
}

export default function ProfileTemplate({ location }: PageProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <InlineLoading />;
  const username = usernameOf(location.pathname);
  if (!username) return <NotFound />;
  return (
    <ComingSoon title={username} body={t('placeholder.profile')}>
      <Avatar username={username} size={64} />
    </ComingSoon>
  );
}

export function Head({ location }: HeadProps) {
  const username = usernameOf(location.pathname);
  return <Seo title={username || t('profile.notFound')} pathname={location.pathname} noindex />;
}
