import type { Core } from '@strapi/strapi';
import {
  CONTENT_SKILL_LEVELS,
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
  NOTIFICATION_SETTING_OPTIONS,
  PROFILE_VISIBILITY_OPTIONS,
  SOCIAL_LINK_KEYS,
  levelForReputation,
  type ContentSkillLevel,
  type Me,
  type NotificationSettings,
  type PrivacySettings,
} from '@oyundev/domain';
import { roleOf, type UserRow } from '../../../lib/present';
import { USER_UID } from './sessions';

/*
 * `Me`: the signed-in member's own account as GET /api/me, login, register and every settings write
 * answer it (site/CONTEXT.md). The only place a member's email, settings and moderation state leave the
 * server — and only to that member. An explicit field list: a new private column cannot leak by accident.
 */

export const ME_POPULATE = {
  role: { select: ['type'] },
  avatar: { select: ['url'] },
  premium: true,
  notificationSettings: true,
} as const;

const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

/** A stored JSON or component value: anything, read field by field. */
type Stored = Record<string, unknown> | null | undefined;

export function notificationSettingsOf(stored: Stored): NotificationSettings {
  const result = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const { value } of NOTIFICATION_SETTING_OPTIONS) {
    if (typeof stored?.[value] === 'boolean') result[value] = stored[value] as boolean;
  }
  return result;
}

export function privacyOf(stored: Stored): PrivacySettings {
  const visibility = PROFILE_VISIBILITY_OPTIONS.find((o) => o.value === stored?.profileVisibility)?.value;
  return {
    profileVisibility: visibility ?? DEFAULT_PRIVACY_SETTINGS.profileVisibility,
    showActivity: typeof stored?.showActivity === 'boolean' ? stored.showActivity : DEFAULT_PRIVACY_SETTINGS.showActivity,
    showOnlineStatus: typeof stored?.showOnlineStatus === 'boolean' ? stored.showOnlineStatus : DEFAULT_PRIVACY_SETTINGS.showOnlineStatus,
  };
}

export function socialLinksOf(stored: Stored): Record<(typeof SOCIAL_LINK_KEYS)[number], string | null> {
  return Object.fromEntries(
    SOCIAL_LINK_KEYS.map((key) => [key, typeof stored?.[key] === 'string' && stored[key] !== '' ? stored[key] : null]),
  ) as Record<(typeof SOCIAL_LINK_KEYS)[number], string | null>;
}

/** The member row loadMe reads (ME_POPULATE). */
export interface MeRow extends UserRow {
  email: Me['email'];
  level?: Me['level'] | null;
  onboardingCompleted?: boolean | null;
  onboardingStep?: number | null;
  confirmed?: boolean | null;
  isActive?: boolean | null;
  isBanned?: boolean | null;
  banExpiresAt?: Me['banExpiresAt'];
  banReason?: string | null;
  premium?: { isActive?: boolean | null; startDate?: string | null; endDate?: string | null; tier?: string | null } | null;
  createdAt: Me['createdAt'];
  bio?: string | null;
  gameEngines?: unknown;
  programmingLanguages?: unknown;
  specialties?: unknown;
  contentFilters?: Stored;
  socialLinks?: Stored;
  notificationSettings?: Stored;
  privacy?: Stored;
}

export function presentMe(user: MeRow, unreadNotifications: number, now = new Date()): Me {
  // A temporary ban whose end has passed is over (assertCanWrite clears the columns on the next write).
  const banOver = Boolean(user.isBanned && user.banExpiresAt && new Date(user.banExpiresAt) <= now);
  const isBanned = Boolean(user.isBanned) && !banOver;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: roleOf(user),
    avatarUrl: user.avatar?.url ?? null,
    reputation: user.reputation ?? 0,
    level: user.level || levelForReputation(user.reputation ?? 0).name,
    unreadNotifications,
    onboardingCompleted: Boolean(user.onboardingCompleted),
    onboardingStep: user.onboardingStep ?? 0,
    isEmailVerified: Boolean(user.confirmed),
    isActive: user.isActive !== false,
    isBanned,
    banExpiresAt: isBanned ? (user.banExpiresAt ?? null) : null,
    banReason: isBanned ? (user.banReason ?? null) : null,
    premium: user.premium
      ? {
          isActive: Boolean(user.premium.isActive),
          startDate: user.premium.startDate ?? null,
          endDate: user.premium.endDate ?? null,
          tier: user.premium.tier ?? null,
        }
      : null,
    createdAt: user.createdAt,
    bio: user.bio ?? '',
    gameEngines: list(user.gameEngines),
    programmingLanguages: list(user.programmingLanguages),
    specialties: list(user.specialties),
    skillLevel: skillLevelOf(user.contentFilters),
    socialLinks: socialLinksOf(user.socialLinks),
    notificationSettings: notificationSettingsOf(user.notificationSettings),
    privacy: privacyOf(user.privacy),
  };
}

export type { Me };

/** The member's stated skill level: the first known value of contentFilters.skillLevels, else null. */
export function skillLevelOf(filters: Stored): ContentSkillLevel | null {
  const levels = Array.isArray(filters?.skillLevels) ? filters.skillLevels : [];
  return (levels.find((l) => (CONTENT_SKILL_LEVELS as readonly unknown[]).includes(l)) as ContentSkillLevel | undefined) ?? null;
}

export async function loadMe(strapi: Core.Strapi, userId: number): Promise<Me | null> {
  const [user, unreadNotifications] = await Promise.all([
    strapi.db.query(USER_UID).findOne({ where: { id: userId }, populate: ME_POPULATE }),
    strapi.db.query('api::notification.notification').count({ where: { userId, isRead: false } }),
  ]);
  return user ? presentMe(user, unreadNotifications) : null;
}
