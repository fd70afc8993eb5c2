import { z } from 'zod';
import { CONTENT_MAX } from '../constants';
import { msg } from '../messages';
import { ANNOUNCEMENT_TYPES, DEFAULT_ANNOUNCEMENT_TYPE, LANGUAGE_SETTING_OPTIONS, TIMEZONE_OPTIONS, optionValues } from '../options';
import { adminCategorySlug } from '../slug';
import { optionalUrl } from './profile';
import { requiredString, shortText } from './shared';

// ── Admin ──────────────────────────────────────────────────────────────────

/**
 * The site's own address: any absolute http(s) URL, a host without a dot included ('http://localhost:8000' is what a
 * fresh install runs at), unlike members' profile links.
 */
const SITE_ADDRESS = /^https?:\/\/[^\s/?#@:]+(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const siteAddress = z
  .string({ invalid_type_error: msg('validation.url.invalid') })
  .trim()
  .max(300, msg('validation.text.max', { n: 300 }))
  .refine((v) => v === '' || SITE_ADDRESS.test(v), msg('validation.url.invalid'));

const integerField = (fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? fallback : typeof v === 'string' ? Number(v) : v),
    z.number({ invalid_type_error: msg('validation.number.invalid') }).int(msg('validation.number.invalid')),
  );

/** Admin "add category": the slug, when left empty, is made from the name (forum spec §5). */
export const adminCategorySchema = z
  .object({
    name: requiredString(msg('validation.category.nameRequired'))
      .trim()
      .min(1, msg('validation.category.nameRequired'))
      .max(100, msg('validation.text.max', { n: 100 })),
    slug: z.string().trim().optional(),
    description: shortText(500).optional().default(''),
    order: integerField(0),
    active: z.boolean().optional().default(true),
  })
  .transform((category) => ({
    ...category,
    slug: adminCategorySlug(category.slug ? category.slug : category.name),
  }));
export type AdminCategoryInput = z.input<typeof adminCategorySchema>;
export type AdminCategoryData = z.output<typeof adminCategorySchema>;

const announcementRequired = msg('validation.announcement.required');
export const announcementSchema = z.object({
  title: requiredString(announcementRequired)
    .trim()
    .min(1, announcementRequired)
    .max(200, msg('validation.text.max', { n: 200 })),
  content: requiredString(announcementRequired).trim().min(1, announcementRequired).max(CONTENT_MAX, msg('validation.content.max')),
  type: z.enum(optionValues(ANNOUNCEMENT_TYPES)).optional().default(DEFAULT_ANNOUNCEMENT_TYPE),
  active: z.boolean().optional().default(true),
});
export type AnnouncementInput = z.input<typeof announcementSchema>;
export type AnnouncementData = z.output<typeof announcementSchema>;

const positiveInt = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ invalid_type_error: msg('validation.number.invalid') })
      .int(msg('validation.number.invalid'))
      .min(1, msg('validation.number.invalid'))
      .max(max, msg('validation.number.invalid')),
  );
const optionalEmail = z
  .string()
  .trim()
  .refine((v) => v === '' || z.string().email().safeParse(v).success, msg('validation.email.invalid'));
const hexColor = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, msg('validation.option.invalid'));
const stringList = z.union([
  z.array(z.string().trim().min(1)),
  // The admin form edits lists as comma-separated text.
  z.string().transform((s) =>
    s
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
]);

/** Admin site settings: any subset of any group; each group validated field by field. */
export const siteSettingsSchema = z.object({
  general: z
    .object({
      siteName: z.string().trim().min(1, msg('error.validation')).max(100),
      siteDescription: shortText(300),
      siteUrl: siteAddress,
      contactEmail: optionalEmail,
      timezone: z.enum(optionValues(TIMEZONE_OPTIONS), { errorMap: () => ({ message: msg('validation.option.invalid') }) }),
      language: z.enum(optionValues(LANGUAGE_SETTING_OPTIONS), { errorMap: () => ({ message: msg('validation.option.invalid') }) }),
      maintenanceMode: z.boolean(),
      registrationEnabled: z.boolean(),
      emailVerificationRequired: z.boolean(),
    })
    .partial()
    .optional(),
  appearance: z
    .object({
      logo: z.string().trim(),
      favicon: z.string().trim(),
      primaryColor: hexColor,
      secondaryColor: hexColor,
      accentColor: hexColor,
      darkMode: z.boolean(),
      customCSS: z.string().max(CONTENT_MAX, msg('validation.content.max')),
    })
    .partial()
    .optional(),
  content: z
    .object({
      postsPerPage: positiveInt(100),
      topicsPerPage: positiveInt(100),
      maxUploadSize: positiveInt(1024),
      allowedFileTypes: stringList,
      autoModeration: z.boolean(),
      requireApproval: z.boolean(),
      enableComments: z.boolean(),
      enableVoting: z.boolean(),
    })
    .partial()
    .optional(),
  security: z
    .object({
      maxLoginAttempts: positiveInt(100),
      sessionTimeout: positiveInt(60 * 24 * 30),
      twoFactorAuth: z.boolean(),
      ipWhitelist: stringList,
      ipBlacklist: stringList,
      enableCaptcha: z.boolean(),
      passwordMinLength: positiveInt(128),
    })
    .partial()
    .optional(),
  email: z
    .object({
      smtpHost: z.string().trim(),
      smtpPort: positiveInt(65535),
      smtpUsername: z.string().trim(),
      smtpPassword: z.string(),
      smtpSecure: z.boolean(),
      fromEmail: optionalEmail,
      fromName: shortText(100),
    })
    .partial()
    .optional(),
  social: z
    .object({
      facebookUrl: optionalUrl,
      twitterUrl: optionalUrl,
      instagramUrl: optionalUrl,
      youtubeUrl: optionalUrl,
      discordUrl: optionalUrl,
      githubUrl: optionalUrl,
      enableSocialLogin: z.boolean(),
    })
    .partial()
    .optional(),
});
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
export type SiteSettingsPatch = z.output<typeof siteSettingsSchema>;

/** PATCH /api/admin/categories/:id — any of name, description, order, active. */
export const adminCategoryPatchSchema = z
  .object({
    name: requiredString(msg('validation.category.nameRequired'))
      .trim()
      .min(1, msg('validation.category.nameRequired'))
      .max(100, msg('validation.text.max', { n: 100 })),
    description: shortText(500),
    order: integerField(0),
    active: z.boolean(),
  })
  .partial()
  .strict();
export type AdminCategoryPatch = z.output<typeof adminCategoryPatchSchema>;

const categoryId = z
  .number({ invalid_type_error: msg('error.validation') })
  .int(msg('error.validation'))
  .positive(msg('error.validation'));

/** POST /api/admin/categories/reorder — every category id in its new order (first = order 0). */
export const adminCategoryReorderSchema = z.object({ ids: z.array(categoryId).min(1).max(500) }).strict();

/** DELETE /api/admin/categories/:id — a category that holds topics needs another one to move them to. */
export const adminCategoryDeleteSchema = z.object({ moveTo: categoryId.optional() }).strict();

/** PATCH /api/admin/announcements/:id — the switch of the list, or an edit. */
export const announcementPatchSchema = z
  .object({
    title: announcementSchema.shape.title,
    content: announcementSchema.shape.content,
    type: z.enum(optionValues(ANNOUNCEMENT_TYPES)),
    active: z.boolean(),
  })
  .partial()
  .strict();
export type AnnouncementPatch = z.output<typeof announcementPatchSchema>;
