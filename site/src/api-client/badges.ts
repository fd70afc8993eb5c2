import { queryOptions } from '@tanstack/react-query';
import type { BadgeListAnswer } from '@oyundev/domain';
import { http } from './client';
import type { Viewer } from './topics';

/* The badges page (/rozetler): every badge, how many members hold it, and the viewer's progress. */

export const badgeKeys = {
  all: ['badges'] as const,
  list: (viewer: Viewer) => [...badgeKeys.all, 'list', { viewer }] as const,
};

export function badgesQuery(viewer: Viewer) {
  return queryOptions({
    queryKey: badgeKeys.list(viewer),
    queryFn: async () => (await http.get<BadgeListAnswer>('/api/badges')).data,
  });
}
