import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LeaderboardAnswer, LeaderboardPeriod } from '@oyundev/domain';
import { http } from './client';
import type { Viewer } from './topics';

/* The leaderboards (/liderlik): one page of a period's ranking, with the viewer's own row. */

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  page: (period: LeaderboardPeriod, page: number, viewer: Viewer) => [...leaderboardKeys.all, period, { page, viewer }] as const,
};

export function leaderboardQuery(period: LeaderboardPeriod, page: number, viewer: Viewer) {
  return queryOptions({
    queryKey: leaderboardKeys.page(period, page, viewer),
    queryFn: async () => (await http.get<LeaderboardAnswer>('/api/leaderboard', { params: { period, page } })).data,
    placeholderData: keepPreviousData,
  });
}
