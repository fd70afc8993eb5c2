import { z } from 'zod';
import { ANNOUNCEMENT_TYPES, optionValues } from '../options';
import { isoDateSchema } from './common';

// ── Admin settings, categories and announcements (forum spec §3; issue 14) ──

const general = z
  .object({
    siteName: z.string(),
    siteDescription: z.string(),
    siteUrl: z.string(),
    contactEmail: z.string(),
    timezone: z.string(),
    language: z.string(),
    maintenanceMode: z.boolean(),
    registrationEnabled: z.boolean(),
    emailVerificationRequired: z.boolean(),
  })
  .strict();
const appearance = z
  .object({
    logo: z.string(),
    favicon: z.string(),
    primaryColor: z.string(),
    secondaryColor: z.string(),
    accentColor: z.string(),
    darkMode: z.boolean(),
    customCSS: z.string(),
  })
  .strict();
const content = z
  .object({
    postsPerPage: z.number().int(),
    topicsPerPage: z.number().int(),
    maxUploadSize: z.number().int(),
    allowedFileTypes: z.array(z.string()),
    autoModeration: z.boolean(),
    requireApproval: z.boolean(),
    enableComments: z.boolean(),
    enableVoting: z.boolean(),
  })
  .strict();
const security = z
  .object({
    maxLoginAttempts: z.number().int(),
    sessionTimeout: z.number().int(),
    twoFactorAuth: z.boolean(),
    ipWhitelist: z.array(z.string()),
    ipBlacklist: z.array(z.string()),
    enableCaptcha: z.boolean(),
    passwordMinLength: z.number().int(),
  })
  .strict();
/** The SMTP password never leaves the server: the screen only learns whether one is stored. */
const email = z
  .object({
    smtpHost: z.string(),
    smtpPort: z.number().int(),
    smtpUsername: z.string(),
    smtpPasswordSet: z.boolean(),
    smtpSecure: z.boolean(),
    fromEmail: z.string(),
    fromName: z.string(),
  })
  .strict();
const social = z
  .object({
    facebookUrl: z.string(),
    twitterUrl: z.string(),
    instagramUrl: z.string(),
    youtubeUrl: z.string(),
    discordUrl: z.string(),
    githubUrl: z.string(),
    enableSocialLogin: z.boolean(),
  })
  .strict();

/** GET /api/admin/settings (and the answer of a save): every group with its defaults filled in. */
export const adminSiteSettingsSchema = z.object({ general, appearance, content, security, email, social }).strict();
export type AdminSiteSettings = z.infer<typeof adminSiteSettingsSchema>;

/** PUT /api/admin/settings/:section — the saved settings and the '{Section} ayarları kaydedildi' toast. */
export const adminSettingsSavedSchema = z.object({ message: z.string(), data: adminSiteSettingsSchema }).strict();
export type AdminSettingsSaved = z.infer<typeof adminSettingsSavedSchema>;

/** GET /api/admin/categories: every forum category, inactive ones too (spec §3 "Admin category"). */
export const adminCategoryRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    order: z.number().int(),
    active: z.boolean(),
    topicCount: z.number().int(),
  })
  .strict();
export type AdminCategoryRow = z.infer<typeof adminCategoryRowSchema>;

/** An announcement as the admin list and the site's banner read it (spec §3 "Announcement"). */
export const announcementRowSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    type: z.enum(optionValues(ANNOUNCEMENT_TYPES)),
    active: z.boolean(),
    createdAt: isoDateSchema,
  })
  .strict();
export type AnnouncementRow = z.infer<typeof announcementRowSchema>;

/** The answer of a category or announcement write: the toast and the row (null after a delete). */
export const adminWriteResultSchema = <T extends z.ZodTypeAny>(row: T) => z.object({ message: z.string(), data: row.nullable() }).strict();
