import { z } from 'zod';
import { AD_SLOTS, type AdSlotName } from '../constants';
import { imageFormatSchema, roleSchema } from './common';

/** GET /api/stats: real figures for the footer and the home page. */
export const siteStatsSchema = z
  .object({
    members: z.number().int(),
    topics: z.number().int(),
    replies: z.number().int(),
    blogPosts: z.number().int(),
    categories: z.number().int(),
  })
  .strict();
export type SiteStats = z.infer<typeof siteStatsSchema>;

/** A seeded account the login page of a demo install offers as a button (never in the bundle). */
export const demoLoginSchema = z.object({ username: z.string(), demoPassword: z.string(), role: roleSchema }).strict();
export type DemoLogin = z.infer<typeof demoLoginSchema>;

/** GET /api/site-settings/public: what the screens must follow before anyone signs in. */
export const publicSiteSettingsSchema = z
  .object({
    registrationEnabled: z.boolean(),
    emailVerificationRequired: z.boolean(),
    /** Non-admins see the maintenance page and the API refuses their writes. */
    maintenanceMode: z.boolean(),
    /** The theme of a visitor who has not chosen one. */
    darkMode: z.boolean(),
    topicsPerPage: z.number().int(),
    /** Replies on one page of a topic. */
    postsPerPage: z.number().int(),
    enableComments: z.boolean(),
    enableVoting: z.boolean(),
    passwordMinLength: z.number().int(),
    /** Megabytes. */
    maxUploadSize: z.number().int(),
    allowedFileTypes: z.array(z.string()),
    /** Only on a demo install (cms lib/demo-logins.ts); empty otherwise. */
    demoLogins: z.array(demoLoginSchema),
  })
  .strict();
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

/** GET /api/pages[/:slug]: an editable generic page. */
export const pageSchema = z
  .object({ slug: z.string(), title: z.string(), body: z.string(), seoDescription: z.string().nullable() })
  .strict();
export type Page = z.infer<typeof pageSchema>;

const slotNames = Object.keys(AD_SLOTS) as [AdSlotName, ...AdSlotName[]];

/** GET /api/house-ads: an active house ad (slot sizes in AD_SLOTS); nothing else (no dates, flags, editor). */
export const houseAdSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slot: z.enum(slotNames),
    linkUrl: z.string(),
    altText: z.string(),
    weight: z.number(),
    image: z.object({ url: z.string(), width: z.number(), height: z.number(), formats: z.array(imageFormatSchema) }).strict(),
  })
  .strict();
export type HouseAd = z.infer<typeof houseAdSchema>;
