import { z } from 'zod';
import { BIO_MAX, ONBOARDING_STEPS } from '../constants';
import { msg } from '../messages';
import {
  ENGINE_OPTIONS,
  PROGRAMMING_LANGUAGE_OPTIONS,
  NOTIFICATION_SETTING_OPTIONS,
  PLATFORM_OPTIONS,
  PROFILE_VISIBILITY_OPTIONS,
  SOCIAL_LINK_KEYS,
  SPECIALTY_OPTIONS,
  optionValues,
  type NotificationSettingKey,
  type SocialLinkKey,
} from '../options';
import { HTTP_URL, shortText } from './shared';
import { CONTENT_SKILL_LEVELS } from '../discovery';

// ── Profile and preferences ────────────────────────────────────────────────

/** An http(s) link, or empty to clear it. */
export const optionalUrl = z
  .string({ invalid_type_error: msg('validation.url.invalid') })
  .trim()
  .max(300, msg('validation.text.max', { n: 300 }))
  .refine((v) => v === '' || HTTP_URL.test(v), msg('validation.url.invalid'));

/** A multi-select from a fixed option list; repeated picks collapse into one. */
function optionList<V extends string>(values: [V, ...V[]]) {
  const invalid = msg('validation.option.invalid');
  return z
    .array(z.enum(values, { errorMap: () => ({ message: invalid }) }), { invalid_type_error: invalid })
    .transform((list) => [...new Set(list)]);
}

const socialLinksShape = Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, optionalUrl.optional()])) as Record<
  SocialLinkKey,
  z.ZodOptional<typeof optionalUrl>
>;
export const socialLinksSchema = z.object(socialLinksShape);
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const gameEnginesSchema = optionList(optionValues(ENGINE_OPTIONS));
export const programmingLanguagesSchema = optionList(optionValues(PROGRAMMING_LANGUAGE_OPTIONS));
export const specialtiesSchema = optionList(optionValues(SPECIALTY_OPTIONS));
export const platformsSchema = optionList(optionValues(PLATFORM_OPTIONS));

/** The settings page's profile tab; every field optional so a partial update is valid. */
export const profileSchema = z.object({
  fullName: shortText(100).optional(),
  bio: z.string().trim().max(BIO_MAX, msg('validation.bio.max')).optional(),
  location: shortText(100).optional(),
  website: optionalUrl.optional(),
  title: shortText(100).optional(),
  company: shortText(100).optional(),
  gameEngines: gameEnginesSchema.optional(),
  programmingLanguages: programmingLanguagesSchema.optional(),
  specialties: specialtiesSchema.optional(),
  platforms: platformsSchema.optional(),
  socialLinks: socialLinksSchema.optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const onboardingSchema = z.object({
  gameEngines: gameEnginesSchema.optional(),
  specialties: specialtiesSchema.optional(),
  skillLevel: z.enum(CONTENT_SKILL_LEVELS).nullable().optional(),
  onboardingCompleted: z.boolean().optional(),
  onboardingStep: z.number().int().min(0).max(5).optional(),
});
export type OnboardingInput = z.infer<typeof onboardingSchema>;

const notificationShape = Object.fromEntries(NOTIFICATION_SETTING_OPTIONS.map((o) => [o.value, z.boolean().optional()])) as Record<
  NotificationSettingKey,
  z.ZodOptional<z.ZodBoolean>
>;
export const notificationSettingsSchema = z.object(notificationShape);
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;

// The account API refuses fields it does not know (400 naming each one) instead of silently dropping
// them, so a client trying to set `role`, `confirmed` or a counter learns it cannot.
const unknownField = msg('validation.unknownField');

// Wrong JSON types get catalogue texts too (zod's own are English).
const invalidValue = msg('error.validation');
const flag = () => z.boolean({ invalid_type_error: invalidValue, required_error: invalidValue });
const stepInvalid = msg('validation.number.invalid');

/** PUT /api/account/profile: the settings page's profile tab and the onboarding choices, nothing else. */
export const accountProfileSchema = z
  .object({
    bio: z.string({ invalid_type_error: invalidValue }).trim().max(BIO_MAX, msg('validation.bio.max')).optional(),
    gameEngines: gameEnginesSchema.optional(),
    programmingLanguages: programmingLanguagesSchema.optional(),
    specialties: specialtiesSchema.optional(),
    /** Onboarding's experience question: the skill level /discover filters by for this member (null clears it). */
    skillLevel: z
      .enum(CONTENT_SKILL_LEVELS, { errorMap: () => ({ message: msg('validation.option.invalid') }) })
      .nullable()
      .optional(),
    socialLinks: z.object(socialLinksShape, { invalid_type_error: invalidValue }).strict(unknownField).optional(),
    onboardingCompleted: flag().optional(),
    onboardingStep: z
      .number({ invalid_type_error: stepInvalid })
      .int(stepInvalid)
      .min(0, stepInvalid)
      .max(ONBOARDING_STEPS - 1, stepInvalid)
      .optional(),
  })
  .strict(unknownField);
export type AccountProfileInput = z.infer<typeof accountProfileSchema>;

/** PUT /api/account/notifications: any of the seven flags. */
export const notificationSettingsRequestSchema = z
  .object(
    Object.fromEntries(NOTIFICATION_SETTING_OPTIONS.map((o) => [o.value, flag().optional()])) as Record<
      NotificationSettingKey,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict(unknownField);

/** PUT /api/account/privacy: any of the three privacy settings. */
export const privacySettingsSchema = z
  .object({
    profileVisibility: z
      .enum(optionValues(PROFILE_VISIBILITY_OPTIONS), { errorMap: () => ({ message: msg('validation.option.invalid') }) })
      .optional(),
    showActivity: flag().optional(),
    showOnlineStatus: flag().optional(),
  })
  .strict(unknownField);
export type PrivacySettingsInput = z.infer<typeof privacySettingsSchema>;
