import { queryOptions, useMutation } from '@tanstack/react-query';
import type { NotificationSettings, PrivacySettings, Role, SocialLinkKey } from '@oyundev/domain';
import { http } from './client';
import type { Me } from './types';

/*
 * The signed-in member's own account (accounts contract): profile, notifications, privacy, password,
 * data export and deletion. Each write answers the updated member so the session's copy stays current.
 */

export interface ProfileUpdate {
  bio?: string;
  gameEngines?: string[];
  programmingLanguages?: string[];
  specialties?: string[];
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
export interface PublicSiteSettings {
  registrationEnabled: boolean;
  emailVerificationRequired: boolean;
  /** Only on a demo install: the seeded accounts the login page offers as buttons (never in the bundle). */
  demoLogins: Array<{ username: string; demoPassword: string; role: Role }>;
}

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
