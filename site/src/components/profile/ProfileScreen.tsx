import '../../i18n-profile';
import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@oyundev/domain';
import { parsePage } from '@oyundev/domain';
import { profileQuery, useProfileView } from '../../api-client/profiles';
import { useViewer } from '../forum/useViewer';
import { useQueryParams } from '../../hooks/useQueryParams';
import { EmptyState } from '../common/EmptyState';
import { LoadError } from '../common/LoadError';
import { InlineLoading } from '../shell/LoadingOverlay';
import { ProfileHeader } from './ProfileHeader';
import { BadgesCard, GamificationCard, StatsCard } from './ProfileSidebar';
import { ProfileTabs, SCREEN_TABS, type ScreenTab } from './ProfileTabs';
import { t } from '../../i18n';
import type { BuiltProfile } from '../../pagedata/volatile';
import * as styles from './Profile.module.css';

interface ProfileScreenProps {
  username: string;
  search: string;
  /** The guest's profile from the build (public profiles only), shown until the live answer arrives. */
  initial?: BuiltProfile;
  initialUpdatedAt?: number;
}

/**
 * /profil/{username}: the profile as the API lets this viewer see it — a members-only or private profile
 * answers with the reason, an unknown or deleted member with 'Kullanıcı bulunamadı'.
 */
export function ProfileScreen({ username, search, initial, initialUpdatedAt }: ProfileScreenProps) {
  const { viewer, ready } = useViewer();
  const query = useQueryParams(search);
  const requested = query.get('tab') as ScreenTab | null;
  const tab: ScreenTab = requested && SCREEN_TABS.includes(requested) ? requested : 'overview';
  const page = parsePage(query.get('page'));
  const replyPage = parsePage(query.get('rpage'));
  const profile = useQuery({
    ...profileQuery(username, viewer),
    enabled: ready,
    // Until the live answer (asked at once: the build's data is always stale) the leaderboard figures are missing;
    // GamificationCard, the one component that reads them, omits them (pagedata/volatile.ts).
    initialData: initial as PublicProfile | undefined,
    initialDataUpdatedAt: initialUpdatedAt,
  });
  useProfileView(ready ? profile.data : undefined);

  if (profile.isPending) return <InlineLoading />;
  if (profile.isError && !profile.data) {
    const status = profile.error.status;
    return (
      <div className="container page">
        {status === 404 || status === 401 || status === 403 ? (
          <EmptyState icon={status === 404 ? 'compass' : 'lock'} title={profile.error.message} role="status" />
        ) : (
          <LoadError message={t('profile.loadFailed')} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
        )}
      </div>
    );
  }
  const data = profile.data;
  const shownTab = tab === 'activity' && !data.showActivity ? 'overview' : tab;
  return (
    <div className="container page">
      <ProfileHeader profile={data} viewer={viewer} ready={ready} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <ProfileTabs profile={data} tab={shownTab} page={page} replyPage={replyPage} viewer={viewer} ready={ready} />
        </div>
        <div className={styles.side}>
          <GamificationCard profile={data} />
          <StatsCard profile={data} />
          {shownTab !== 'overview' && <BadgesCard profile={data} />}
        </div>
      </div>
    </div>
  );
}
