import { z } from 'zod';
import {
  NOTIFICATION_SETTING_OPTIONS,
  PROFILE_VISIBILITY_OPTIONS,
  SOCIAL_LINK_KEYS,
  type NotificationSettingKey,
  type ProfileVisibility,
  type SocialLinkKey,
} from '../options';
import { isoDateSchema, roleSchema } from './common';
import { CONTENT_SKILL_LEVELS } from '../discovery';

const socialLinksShape = Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, z.string().nullable()])) as Record<
  SocialLinkKey,
  z.ZodNullable<z.ZodString>
>;
const notificationShape = Object.fromEntries(NOTIFICATION_SETTING_OPTIONS.map((o) => [o.value, z.boolean()])) as Record<
  NotificationSettingKey,
  z.ZodBoolean
>;
const visibilities = PROFILE_VISIBILITY_OPTIONS.map((o) => o.value) as [ProfileVisibility, ...ProfileVisibility[]];

export const premiumStateSchema = z
  .object({ isActive: z.boolean(), startDate: isoDateSchema.nullable(), endDate: isoDateSchema.nullable(), tier: z.string().nullable() })
  .strict();

/**
 * `Me`: the signed-in member's own account, as GET /api/me, login, register and every settings write answer
 * it — the only place a member's e-mail, settings and moderation state leave the server, and only to them.
 */
export const meSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    role: roleSchema,
    avatarUrl: z.string().nullable(),
    reputation: z.number(),
    level: z.string(),
    unreadNotifications: z.number().int(),
    onboardingCompleted: z.boolean(),
    onboardingStep: z.number().int().nullable(),
    isEmailVerified: z.boolean(),
    isActive: z.boolean(),
    isBanned: z.boolean(),
    banExpiresAt: isoDateSchema.nullable(),
    banReason: z.string().nullable(),
    premium: premiumStateSchema.nullable(),
    createdAt: isoDateSchema,
    bio: z.string().nullable(),
    gameEngines: z.array(z.string()),
    programmingLanguages: z.array(z.string()),
    specialties: z.array(z.string()),
    /** Onboarding's experience answer (preferences.contentFilters.skillLevels): /discover's default level. */
    skillLevel: z.enum(CONTENT_SKILL_LEVELS).nullable().optional(),
    socialLinks: z.object(socialLinksShape).strict(),
    notificationSettings: z.object(notificationShape).strict(),
    privacy: z.object({ profileVisibility: z.enum(visibilities), showActivity: z.boolean(), showOnlineStatus: z.boolean() }).strict(),
  })
  .strict();
export type Me = z.infer<typeof meSchema>;

/** Login and register (`/api/auth/local[/register]`): a session and the member. */
export const authAnswerSchema = z.object({ jwt: z.string(), user: meSchema }).strict();
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

/** Every account settings write (PUT /api/account/{profile,notifications,privacy}) answers the updated member. */
export const memberAnswerSchema = z.object({ data: meSchema, message: z.string() }).strict();
export type MemberAnswer = z.infer<typeof memberAnswerSchema>;

/** POST /api/account/verification/confirm. */
export const verifyAnswerSchema = z.object({ status: z.enum(['verified', 'already-verified']), user: meSchema.optional() }).strict();
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>;

/** GET /api/account/availability/username: free variants of a taken name; empty when available. */
export const usernameAvailabilityAnswerSchema = z.object({ available: z.boolean(), suggestions: z.array(z.string()) }).strict();
export type UsernameAvailability = z.infer<typeof usernameAvailabilityAnswerSchema>;

/** GET /api/account/availability/email. */
export const emailAvailabilityAnswerSchema = z.object({ available: z.boolean() }).strict();
export type EmailAvailabilityAnswer = z.infer<typeof emailAvailabilityAnswerSchema>;

/** POST /api/account/password: a fresh token (every older one stops working). */
export const passwordChangedSchema = z.object({ jwt: z.string(), message: z.string() }).strict();
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;
