import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentSkillLevel, NotificationSettings, PrivacySettings, PublicSiteSettings, SocialLinkKey } from '@oyundev/domain';
import { useAuth } from '../auth/AuthProvider';
import { http } from './client';
import { confirmEmail, meKeys, type VerifyAnswer } from './auth';
import type { Me } from './types';
import { readAgain, type WriteHandlers } from './mutations';

/*
 * The signed-in member's own account (accounts contract): profile, notifications, privacy, password,
 * data export and deletion. Each write answers the updated member so the session's copy stays current.
 */

export interface ProfileUpdate {
  bio?: string;
  gameEngines?: string[];
  programmingLanguages?: string[];
  specialties?: string[];
  skillLevel?: ContentSkillLevel | null;
  socialLinks?: Partial<Record<SocialLinkKey, string>>;
  onboardingCompleted?: boolean;
  onboardingStep?: number;
}

export interface MemberAnswer {
  data: Me;
  message: string;
}

export async function updateProfile(update: ProfileUpdate): Promise<MemberAnswer> {
  return (await http.put<MemberAnswer>('/api/account/profile', update)).data;
}

export async function updateNotifications(settings: NotificationSettings): Promise<MemberAnswer> {
  return (await http.put<MemberAnswer>('/api/account/notifications', settings)).data;
}

export async function updatePrivacy(settings: PrivacySettings): Promise<MemberAnswer> {
  return (await http.put<MemberAnswer>('/api/account/privacy', settings)).data;
}

export interface ChangePasswordInput {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/** Answers a fresh token: every older one, this session's included, stops working on the server. */
export async function changePassword(input: ChangePasswordInput): Promise<{ jwt: string; message: string }> {
  return (await http.post<{ jwt: string; message: string }>('/api/account/password', input)).data;
}

/** Everything the site holds about the member; the screen saves it as a JSON file. */
export async function exportAccount(): Promise<unknown> {
  return (await http.get<unknown>('/api/account/export')).data;
}

export async function deleteAccount(password: string): Promise<{ message: string }> {
  return (await http.delete<{ message: string }>('/api/account', { data: { password } })).data;
}

/** The public half of the site settings: what the screens must follow before anyone signs in. */
export type { PublicSiteSettings } from '@oyundev/domain';

export const publicSettingsQuery = () =>
  queryOptions({
    queryKey: ['site-settings', 'public'] as const,
    queryFn: async () => (await http.get<{ data: PublicSiteSettings }>('/api/site-settings/public')).data.data,
    staleTime: 5 * 60_000,
  });

/** The link mailed with a login lock lifts it (POST /api/account/unlock). */
export async function unlockAccount(token: string) {
  return (await http.post<{ message: string }>('/api/account/unlock', { token })).data;
}

export const useUnlockAccount = () => useMutation({ mutationFn: unlockAccount });

// ── Write hooks: each keeps the session's copy of the member current ───────

/** A settings write answering the updated member: the session's member is replaced before `onSuccess`. */
function useMemberWrite<Input>(write: (input: Input) => Promise<MemberAnswer>, handlers: WriteHandlers<MemberAnswer, Input>) {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer, input) => {
      updateUser(answer.data);
      handlers.onSuccess?.(answer, input);
    },
    onError: handlers.onError,
  });
}

export const useUpdateProfile = (handlers: WriteHandlers<MemberAnswer, ProfileUpdate> = {}) => useMemberWrite(updateProfile, handlers);
export const useUpdateNotifications = (handlers: WriteHandlers<MemberAnswer, NotificationSettings> = {}) =>
  useMemberWrite(updateNotifications, handlers);
export const useUpdatePrivacy = (handlers: WriteHandlers<MemberAnswer, PrivacySettings> = {}) => useMemberWrite(updatePrivacy, handlers);

/** Changes the password; the session keeps working with the fresh token the server answers. */
export function useChangePassword(handlers: WriteHandlers<{ jwt: string; message: string }, ChangePasswordInput> = {}) {
  const { replaceToken } = useAuth();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (answer, input) => {
      replaceToken(answer.jwt);
      handlers.onSuccess?.(answer, input);
    },
    onError: handlers.onError,
  });
}

export const useExportAccount = (handlers: WriteHandlers<unknown> = {}) =>
  useMutation({
    mutationFn: exportAccount,
    onSuccess: (data) => handlers.onSuccess?.(data),
    onError: (error) => handlers.onError?.(error),
  });

/** Deletes the account; the session ends silently (the token no longer works) before `onSuccess`. */
export function useDeleteAccount(handlers: WriteHandlers<{ message: string }, string> = {}) {
  const { logout } = useAuth();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: (answer, password) => {
      logout({ silent: true });
      handlers.onSuccess?.(answer, password);
    },
    onError: handlers.onError,
  });
}

export interface OnboardingResult {
  gameEngines: string[];
  specialties: string[];
  /** The experience answer: /discover's default skill level. */
  skillLevel?: ContentSkillLevel | null;
  /** The step the member left on (0–5). */
  step: number;
}

/**
 * Ends onboarding (spec accounts §4): the personalisation choices are saved only if any were made, and a
 * failure there is logged, not shown — onboarding completes regardless and that is saved on its own.
 * `finish` resolves once both writes are done (or failed), so the caller can move on.
 */
export function useFinishOnboarding() {
  const { user, updateUser } = useAuth();
  const mutation = useMutation({
    mutationFn: async ({ gameEngines, specialties, skillLevel, step }: OnboardingResult) => {
      let latest = user;
      if (gameEngines.length > 0 || specialties.length > 0 || skillLevel) {
        const choices = {
          ...(gameEngines.length > 0 ? { gameEngines } : {}),
          ...(specialties.length > 0 ? { specialties } : {}),
          ...(skillLevel ? { skillLevel } : {}),
        };
        try {
          latest = (await updateProfile(choices)).data;
          updateUser(latest);
        } catch (error) {
          console.error('[onboarding] saving the choices failed', error);
        }
      }
      try {
        updateUser((await updateProfile({ onboardingCompleted: true, onboardingStep: step })).data);
      } catch (error) {
        console.error('[onboarding] saving completion failed', error);
        // This session does not ask again; the server's copy decides next time.
        if (latest) updateUser({ ...latest, onboardingCompleted: true });
      }
    },
  });
  return { finish: mutation.mutateAsync, finishing: mutation.isPending };
}

/**
 * Spends a mailed verification link (once: the caller guards against asking twice). On an answer the
 * session's member is replaced by the server's copy and, for a signed-in member, `me` is refetched — the
 * link may even be another account's.
 */
export function useConfirmEmail(handlers: WriteHandlers<VerifyAnswer, string> = {}) {
  const { user, updateUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: (answer, token) => {
      if (answer.user) updateUser(answer.user);
      handlers.onSuccess?.(answer, token);
    },
    onError: handlers.onError,
    onSettled: () => {
      if (user) void readAgain(queryClient, meKeys.all);
    },
  });
}
