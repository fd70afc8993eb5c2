import { z } from 'zod';
import {
  BIO_MAX,
  CONTENT_MAX,
  ONBOARDING_STEPS,
  PASSWORD_MIN,
  SEARCH_QUERY_MAX,
  TOPIC_CONTENT_MIN,
  TOPIC_TITLE_MAX,
  TOPIC_TITLE_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_SUGGESTION_SUFFIXES,
} from './constants';
import { msg } from './messages';
import {
  ANNOUNCEMENT_TYPES,
  DEFAULT_ANNOUNCEMENT_TYPE,
  ENGINE_OPTIONS,
  PROGRAMMING_LANGUAGE_OPTIONS,
  LANGUAGE_SETTING_OPTIONS,
  NOTIFICATION_SETTING_OPTIONS,
  PLATFORM_OPTIONS,
  PROFILE_VISIBILITY_OPTIONS,
  REPORT_TYPES,
  SEARCH_TYPES,
  SOCIAL_LINK_KEYS,
  SPECIALTY_OPTIONS,
  TIMEZONE_OPTIONS,
  optionValues,
  type NotificationSettingKey,
  type SocialLinkKey,
} from './options';
import { hasRequiredComposition } from './password';
import { adminCategorySlug } from './slug';
import { normalizeTags } from './tags';

/*
 * One schema per form/request, used twice: by the site to validate the form before sending and by the
 * cms to validate the request body. Every message comes from the catalogue. Where a field has both a
 * "required" and a "too short" rule, the required message is listed first so `fieldErrors` (first
 * message per field) shows it for an empty field.
 *
 * Unknown keys are stripped (zod's default), which is also how read-only fields such as username and
 * email on the profile form are kept from being written.
 */

/** A string field whose missing, non-string and empty forms all read `message`. */
function requiredString(message: string) {
  return z.string({ required_error: message, invalid_type_error: message });
}

const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
// Only web links: this also keeps 'javascript:' and 'data:' URLs out of profile pages.
const HTTP_URL = /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** An absolute http(s) address (profile links): never javascript:, data: or a relative path. */
export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && HTTP_URL.test(value.trim());
}

/** Where a house ad may send a reader: an absolute http(s) address, or a path on this site ('/premium'). */
export function isHouseAdLink(value: unknown): value is string {
  return isHttpUrl(value) || (typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value.trim()));
}

// ── Accounts ───────────────────────────────────────────────────────────────

const username = requiredString(msg('validation.username.required'))
  .trim()
  .min(1, msg('validation.username.required'))
  .min(USERNAME_MIN, msg('validation.username.min'))
  .max(USERNAME_MAX, msg('validation.username.max'))
  .regex(USERNAME_PATTERN, msg('validation.username.pattern'));

const registerEmail = requiredString(msg('validation.email.required'))
  .trim()
  .min(1, msg('validation.email.required'))
  .email(msg('validation.email.invalid'))
  .toLowerCase();

/** Registration and reset rules: at least 6 characters with a lowercase letter, an uppercase letter and a digit. */
const newPassword = requiredString(msg('validation.password.required'))
  .min(1, msg('validation.password.required'))
  .min(PASSWORD_MIN, msg('validation.password.min'))
  .refine(hasRequiredComposition, msg('validation.password.composition'));

const confirmPassword = requiredString(msg('validation.confirmPassword.required')).min(1, msg('validation.confirmPassword.required'));

function passwordsMatch(
  passwordField: string,
  confirmField: string,
  message: string,
): (value: Record<string, unknown>, ctx: z.RefinementCtx) => void {
  return (value, ctx) => {
    const confirm = value[confirmField];
    if (typeof confirm === 'string' && confirm !== '' && confirm !== value[passwordField]) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [confirmField], message });
    }
  };
}

export const loginSchema = z.object({
  identifier: requiredString(msg('validation.identifier.required'))
    .trim()
    .min(1, msg('validation.identifier.required'))
    .min(3, msg('validation.identifier.min')),
  password: requiredString(msg('validation.password.required'))
    .min(1, msg('validation.password.required'))
    .min(PASSWORD_MIN, msg('validation.password.min')),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** What the register endpoint needs; the form adds confirmation and terms on top. */
export const registerRequestSchema = z.object({
  username,
  email: registerEmail,
  password: newPassword,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerSchema = registerRequestSchema
  .extend({
    confirmPassword,
    // A boolean refined to true rather than z.literal(true): a literal mismatch aborts the object and
    // would hide the password-mismatch message until the box is ticked.
    terms: z
      .boolean({ required_error: msg('validation.terms.required'), invalid_type_error: msg('validation.terms.required') })
      .refine((v) => v, msg('validation.terms.required')),
  })
  .superRefine(passwordsMatch('password', 'confirmPassword', msg('validation.confirmPassword.mismatch')));
export type RegisterFormInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({
  email: requiredString(msg('validation.forgotEmail.required'))
    .trim()
    .min(1, msg('validation.forgotEmail.required'))
    .email(msg('validation.email.invalid'))
    .toLowerCase(),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The reset form: registration's password rules (the strength meter there skips the symbol point). */
export const resetPasswordSchema = z
  .object({ password: newPassword, confirmPassword })
  .superRefine(passwordsMatch('password', 'confirmPassword', msg('validation.confirmPassword.mismatch')));
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/**
 * The reset request (POST /api/auth/reset-password): the code from the mailed link plus the new password
 * and its confirmation, under the reset form's rules.
 */
export const resetPasswordRequestSchema = z
  .object({
    code: requiredString(msg('validation.resetToken.invalid')).trim().min(1, msg('validation.resetToken.invalid')),
    password: newPassword,
    passwordConfirmation: confirmPassword,
  })
  .superRefine(passwordsMatch('password', 'passwordConfirmation', msg('validation.confirmPassword.mismatch')));
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const verifyEmailSchema = z.object({
  token: requiredString(msg('validation.verifyToken.invalid')).trim().min(1, msg('validation.verifyToken.invalid')),
});

const allRequired = msg('validation.changePassword.allRequired');
export const changePasswordSchema = z
  .object({
    currentPassword: requiredString(allRequired).min(1, allRequired),
    // The same strength rule as registration and reset: one rule for every new password.
    newPassword: requiredString(allRequired)
      .min(1, allRequired)
      .min(PASSWORD_MIN, msg('validation.password.min'))
      .refine(hasRequiredComposition, msg('validation.password.composition')),
    confirmPassword: requiredString(allRequired).min(1, allRequired),
  })
  .superRefine(passwordsMatch('newPassword', 'confirmPassword', msg('validation.changePassword.mismatch')));
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The change-password request (POST /api/account/password): the form's rules under the API's names. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: requiredString(allRequired).min(1, allRequired),
    password: requiredString(allRequired)
      .min(1, allRequired)
      .min(PASSWORD_MIN, msg('validation.password.min'))
      .refine(hasRequiredComposition, msg('validation.password.composition')),
    passwordConfirmation: requiredString(allRequired).min(1, allRequired),
  })
  .superRefine(passwordsMatch('password', 'passwordConfirmation', msg('validation.changePassword.mismatch')));
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Deleting the account asks for the password once more. */
export const deleteAccountSchema = z.object({
  password: requiredString(msg('validation.password.required')).min(1, msg('validation.password.required')),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** Up to three free variants of a taken username, each still a valid username. */
export function usernameSuggestions(taken: string): string[] {
  const base = taken.replace(/[^A-Za-z0-9_]/g, '');
  if (base === '') return [];
  return USERNAME_SUGGESTION_SUFFIXES.map((suffix) => base.slice(0, USERNAME_MAX - suffix.length) + suffix);
}

/** The availability checks of the register form (GET /api/account/availability/{username,email}?value=). */
export const usernameAvailabilitySchema = z.object({ value: username });
export const emailAvailabilitySchema = z.object({ value: registerEmail });

/**
 * Lookalike usernames. Two names are "the same" when their skeletons are equal: lower case, separators
 * dropped, and every character that reads like another replaced by one representative (0→o; 1, i, ı, l
 * →l; 3→e; 4→a; 5→s; 7→t; 8→b; Turkish letters to their plain twins), then 'rn'→'m' and 'vv'→'w'.
 * The table is data so the cms can compute the same skeleton in SQL (translate + replace).
 */
export const USERNAME_SKELETON = {
  /** Characters replaced one for one: `from[i]` becomes `to[i]`. */
  from: '01ıi34578şçğöüâîû',
  to: 'ollleastbscgoualu',
  /** Characters dropped (U+0307 is the dot 'İ' leaves behind when lower-cased). */
  drop: '_-.\u0307',
  /** Letter pairs read as one letter, replaced after the single characters. */
  sequences: [
    ['rn', 'm'],
    ['vv', 'w'],
  ] as ReadonlyArray<readonly [string, string]>,
} as const;

export function usernameSkeleton(name: string): string {
  const { from, to, drop, sequences } = USERNAME_SKELETON;
  let out = '';
  for (const ch of name.toLowerCase()) {
    if (drop.includes(ch)) continue;
    const at = from.indexOf(ch);
    out += at >= 0 ? to[at] : ch;
  }
  for (const [pair, single] of sequences) out = out.split(pair).join(single);
  return out;
}

/** Words no member may take, nor any name holding a lookalike of them anywhere ('sec_adm1n_x' too). */
export const RESERVED_USERNAMES = ['admin', 'moderator', 'yonetici', 'oyundev', 'silinmis_uye'] as const;

export function isReservedUsername(name: string): boolean {
  const skeleton = usernameSkeleton(name);
  return RESERVED_USERNAMES.some((word) => skeleton.includes(usernameSkeleton(word)));
}

/** A deleted member's content stays under this name followed by their id (silinmis_uye_42). */
export const DELETED_MEMBER_PREFIX = 'silinmis_uye_';

// ── Profile and preferences ────────────────────────────────────────────────

/** An http(s) link, or empty to clear it. */
export const optionalUrl = z
  .string({ invalid_type_error: msg('validation.url.invalid') })
  .trim()
  .max(300, msg('validation.text.max', { n: 300 }))
  .refine((v) => v === '' || HTTP_URL.test(v), msg('validation.url.invalid'));

function shortText(max: number) {
  return z.string().trim().max(max, msg('validation.text.max', { n: max }));
}

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
  onboardingCompleted: z.boolean().optional(),
  onboardingStep: z.number().int().min(0).max(5).optional(),
});
export type OnboardingInput = z.infer<typeof onboardingSchema>;

const notificationShape = Object.fromEntries(
  NOTIFICATION_SETTING_OPTIONS.map((o) => [o.value, z.boolean().optional()]),
) as Record<NotificationSettingKey, z.ZodOptional<z.ZodBoolean>>;
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
    profileVisibility: z.enum(optionValues(PROFILE_VISIBILITY_OPTIONS), { errorMap: () => ({ message: msg('validation.option.invalid') }) }).optional(),
    showActivity: flag().optional(),
    showOnlineStatus: flag().optional(),
  })
  .strict(unknownField);
export type PrivacySettingsInput = z.infer<typeof privacySettingsSchema>;

// ── Forum ──────────────────────────────────────────────────────────────────

const categoryRequired = msg('validation.topic.categoryRequired');

export const topicSchema = z.object({
  title: requiredString(msg('validation.topic.titleRequired'))
    .trim()
    .min(1, msg('validation.topic.titleRequired'))
    .min(TOPIC_TITLE_MIN, msg('validation.topic.titleMin'))
    .max(TOPIC_TITLE_MAX, msg('validation.topic.titleMax')),
  content: requiredString(msg('validation.topic.contentRequired'))
    .trim()
    .min(1, msg('validation.topic.contentRequired'))
    .min(TOPIC_CONTENT_MIN, msg('validation.topic.contentMin'))
    .max(CONTENT_MAX, msg('validation.content.max')),
  // A select gives a string; an API client may send the numeric id.
  category: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    requiredString(categoryRequired).trim().min(1, categoryRequired),
  ),
  tags: z
    .array(z.string(), { invalid_type_error: msg('error.validation') })
    .optional()
    .transform((tags, ctx) => {
      const result = normalizeTags(tags ?? []);
      if (result.ok) return result.tags;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: result.message });
      return z.NEVER;
    }),
});
export type TopicInput = z.input<typeof topicSchema>;
export type TopicData = z.output<typeof topicSchema>;

const replyToId = z.union([z.string().trim().min(1), z.number().int().positive()]);

export const replySchema = z.object({
  content: requiredString(msg('validation.reply.contentRequired'))
    .trim()
    .min(1, msg('validation.reply.contentRequired'))
    .max(CONTENT_MAX, msg('validation.content.max')),
  replyTo: replyToId.nullish().transform((v) => v ?? null),
});
export type ReplyInput = z.input<typeof replySchema>;
export type ReplyData = z.output<typeof replySchema>;

/** Editing a reply changes only its text, under the same rule as writing it. */
export const replyEditSchema = replySchema.pick({ content: true });
export type ReplyEditInput = z.input<typeof replyEditSchema>;

/** A database id in a request body: a positive integer (JSON number or digits), within PostgreSQL's integer. */
const entityId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ required_error: msg('error.validation'), invalid_type_error: msg('error.validation') })
    .int(msg('error.validation'))
    .positive(msg('error.validation'))
    .max(2_147_483_647, msg('error.validation')),
);

const invalidOption = { errorMap: () => ({ message: msg('validation.option.invalid') }) };

/** The vote a member ends up with on a topic or reply (the §4 transition is computed by the caller). */
export const voteSchema = z.object({
  targetType: z.enum(['topic', 'reply'], invalidOption),
  targetId: entityId,
  vote: z.enum(['up', 'down', 'none'], invalidOption),
});
export type VoteInput = z.input<typeof voteSchema>;

export const REPORT_REASON_MAX = 1000;

/** A member's report on a topic or reply: why (type) and, optionally, in their words (reason). */
export const reportSchema = z.object({
  contentType: z.enum(['topic', 'reply'], invalidOption),
  contentId: entityId,
  type: z.enum(optionValues(REPORT_TYPES), { errorMap: () => ({ message: msg('validation.report.typeRequired') }) }),
  reason: z
    .string({ invalid_type_error: msg('error.validation') })
    .trim()
    .max(REPORT_REASON_MAX, msg('validation.text.max', { n: REPORT_REASON_MAX }))
    .nullish()
    .transform((v) => v ?? ''),
});
export type ReportInput = z.input<typeof reportSchema>;

/** What a moderator may change on a topic; at least one field. `category` is the slug to move it to. */
export const topicModerationSchema = z
  .object({
    isPinned: z.boolean({ invalid_type_error: msg('error.validation') }).optional(),
    isClosed: z.boolean({ invalid_type_error: msg('error.validation') }).optional(),
    isResolved: z.boolean({ invalid_type_error: msg('error.validation') }).optional(),
    isFeatured: z.boolean({ invalid_type_error: msg('error.validation') }).optional(),
    category: z.string({ invalid_type_error: msg('validation.option.invalid') }).trim().min(1, msg('validation.option.invalid')).max(100).optional(),
    approve: z.literal(true, invalidOption).optional(),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), msg('validation.moderation.empty'));
export type TopicModerationInput = z.input<typeof topicModerationSchema>;

export const searchQuerySchema = z.object({
  q: requiredString(msg('validation.search.required'))
    .trim()
    .min(1, msg('validation.search.required'))
    .max(SEARCH_QUERY_MAX, msg('validation.search.max')),
  type: z.enum(optionValues(SEARCH_TYPES)).catch('all'),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

// ── Admin ──────────────────────────────────────────────────────────────────

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
  title: requiredString(announcementRequired).trim().min(1, announcementRequired).max(200, msg('validation.text.max', { n: 200 })),
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
const hexColor = z.string().trim().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, msg('validation.option.invalid'));
const stringList = z.union([
  z.array(z.string().trim().min(1)),
  // The admin form edits lists as comma-separated text.
  z.string().transform((s) => s.split(',').map((part) => part.trim()).filter(Boolean)),
]);

/** Admin site settings: any subset of any group; each group validated field by field. */
export const siteSettingsSchema = z.object({
  general: z
    .object({
      siteName: z.string().trim().min(1, msg('error.validation')).max(100),
      siteDescription: shortText(300),
      siteUrl: optionalUrl,
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

// ── Turning zod errors into screen texts ───────────────────────────────────

/** Key under which `fieldErrors` puts messages that belong to no single field. */
export const FORM_ERROR_KEY = '_form';

/**
 * `{ field: message }` with the first message per field (nested fields as 'socialLinks.github'),
 * which is what a form shows under each input and what the API returns in `details.errors`.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    // A strict object names each field it refused, so each gets its own entry.
    const keys =
      issue.code === z.ZodIssueCode.unrecognized_keys
        ? issue.keys.map((k) => [...issue.path, k].join('.'))
        : [issue.path.length > 0 ? issue.path.join('.') : FORM_ERROR_KEY];
    for (const key of keys) if (!(key in result)) result[key] = issue.message;
  }
  return result;
}

// Each branch names the other's fields as `undefined` so that `if (!result.ok) result.errors` also
// narrows in packages compiled without strictNullChecks (the cms).
export type ValidationResult<T> =
  | { ok: true; data: T; errors?: undefined }
  | { ok: false; errors: Record<string, string>; data?: undefined };

/** safeParse with the errors already in `fieldErrors` shape. */
export function validate<S extends z.ZodTypeAny>(schema: S, input: unknown): ValidationResult<z.output<S>> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
