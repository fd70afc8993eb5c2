import { useEffect, useRef } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowAnswer, ProfileActivity, ProfileReply, PublicProfile } from '@oyundev/domain';
import { http, type Envelope } from './client';
import type { AuthorSummary, BlogCard, Paged, Pagination, TopicCard } from './types';
import { readAgain, type WriteHandlers } from './mutations';
import type { Viewer } from './topics';

/*
 * Public profiles (GET /api/profiles/:username and its tabs), follow lists, the follow toggle and the daily
 * view count. The viewer is in every key: the answers carry their follow state and what privacy lets them see.
 */

export type ProfileTab = 'topics' | 'replies' | 'posts' | 'activity' | 'followers' | 'following';

export const profileKeys = {
  all: ['profiles'] as const,
  /** Everything about one member: the profile and every page of its tabs. */
  member: (username: string) => [...profileKeys.all, username.toLowerCase()] as const,
  profile: (username: string, viewer: Viewer) => [...profileKeys.member(username), 'profile', { viewer }] as const,
  tab: (username: string, tab: ProfileTab, page: number, viewer: Viewer) =>
    [...profileKeys.member(username), tab, { page, viewer }] as const,
};

const path = (username: string, rest = '') => `/api/profiles/${encodeURIComponent(username)}${rest}`;

export async function fetchProfile(username: string): Promise<PublicProfile> {
  const res = await http.get<Envelope<PublicProfile>>(path(username));
  return res.data.data;
}

async function fetchTab<T>(username: string, tab: ProfileTab, page: number): Promise<Paged<T>> {
  const res = await http.get<Envelope<T[], { pagination: Pagination }>>(path(username, `/${tab}`), { params: { page } });
  return { data: res.data.data, pagination: res.data.meta!.pagination };
}

export function profileQuery(username: string, viewer: Viewer) {
  return queryOptions({ queryKey: profileKeys.profile(username, viewer), queryFn: () => fetchProfile(username), retry: false });
}

/** What each tab lists. */
export interface ProfileTabItems {
  topics: TopicCard;
  replies: ProfileReply;
  posts: BlogCard;
  activity: ProfileActivity;
  followers: AuthorSummary;
  following: AuthorSummary;
}

export function profileTabQuery<K extends ProfileTab>(username: string, tab: K, page: number, viewer: Viewer) {
  return queryOptions({
    queryKey: profileKeys.tab(username, tab, page, viewer),
    queryFn: () => fetchTab<ProfileTabItems[K]>(username, tab, page),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export async function follow(username: string, following: boolean): Promise<FollowAnswer> {
  const res = await http.post<FollowAnswer>(path(username, '/follow'), { following });
  return res.data;
}

/**
 * Follows or unfollows. The button turns at once (optimistic), rolls back on a refusal, and the count shown
 * afterwards is the server's; the follow lists are refetched.
 */
export function useFollowMutation(username: string, viewer: Viewer, handlers: WriteHandlers<FollowAnswer, boolean> = {}) {
  const queryClient = useQueryClient();
  const key = profileKeys.profile(username, viewer);
  return useMutation({
    mutationFn: (following: boolean) => follow(username, following),
    onMutate: async (following: boolean) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PublicProfile>(key);
      if (before) {
        const delta = following === before.viewer.isFollowing ? 0 : following ? 1 : -1;
        queryClient.setQueryData<PublicProfile>(key, {
          ...before,
          viewer: { ...before.viewer, isFollowing: following },
          stats: { ...before.stats, followers: Math.max(0, before.stats.followers + delta) },
        });
      }
      return { before };
    },
    onError: (error, following, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      handlers.onError?.(error, following);
    },
    onSuccess: (answer, following) => {
      const current = queryClient.getQueryData<PublicProfile>(key);
      if (current)
        queryClient.setQueryData<PublicProfile>(key, {
          ...current,
          viewer: { ...current.viewer, isFollowing: answer.following },
          stats: { ...current.stats, followers: answer.followerCount },
        });
      handlers.onSuccess?.(answer, following);
    },
    onSettled: () => {
      void readAgain(queryClient, [...profileKeys.member(username), 'followers']);
    },
  });
}

/** Counts one view of the profile per page load (the server counts a visitor once a day). */
export function useProfileView(profile: PublicProfile | undefined) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!profile || profile.viewer.isSelf || sent.current === profile.username) return;
    sent.current = profile.username;
    http.post(path(profile.username, '/view')).catch(() => undefined);
  }, [profile]);
}
