import type { HeadProps, PageProps } from 'gatsby';
import { LEADERBOARD_PERIODS, parsePage, type LeaderboardPeriod } from '@oyundev/domain';
import { LeaderboardScreen } from '../components/leaderboard/LeaderboardScreen';
import { Seo } from '../components/shell/Seo';
import { useQueryParams } from '../hooks/useQueryParams';
import { t } from '../i18n';

export default function LeaderboardPage({ location }: PageProps) {
  const query = useQueryParams(location.search);
  const asked = query.get('period');
  const period: LeaderboardPeriod = LEADERBOARD_PERIODS.find((p) => p === asked) ?? 'overall';
  return <LeaderboardScreen period={period} page={parsePage(query.get('page'))} />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('leaderboard.title')} description={t('leaderboard.lead')} pathname={location.pathname} />;
}
