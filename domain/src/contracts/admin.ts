import { z } from 'zod';
import { isoDateSchema, roleSchema } from './common';

/** A row of the admin users table (forum spec §3 "Admin user row"). The e-mail is for admins only. */
export const adminUserRowSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    displayName: z.string(),
    email: z.string().nullable(),
    role: roleSchema,
    status: z.enum(['active', 'suspended', 'banned']),
    banExpiresAt: isoDateSchema.nullable(),
    banReason: z.string().nullable(),
    joinDate: isoDateSchema,
    lastActive: isoDateSchema.nullable(),
    postCount: z.number().int(),
    topicCount: z.number().int(),
    reputation: z.number().int(),
    avatarUrl: z.string().nullable(),
    deleted: z.boolean(),
  })
  .strict();
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** A topic or blog post in the admin content table (forum spec §3 "Admin content item"). */
export const adminContentItemSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(['topic', 'blog']),
    title: z.string(),
    slug: z.string(),
    content: z.string(),
    author: z.object({ id: z.number().int(), username: z.string(), displayName: z.string() }).strict().nullable(),
    category: z.string().nullable(),
    status: z.enum(['published', 'draft', 'pending', 'rejected']),
    createdAt: isoDateSchema,
    updatedAt: isoDateSchema,
    views: z.number().int(),
    likes: z.number().int(),
    dislikes: z.number().int(),
    replies: z.number().int(),
    reports: z.number().int(),
    featured: z.boolean(),
    pinned: z.boolean(),
    locked: z.boolean(),
  })
  .strict();
export type AdminContentItem = z.infer<typeof adminContentItemSchema>;

const personSchema = z.object({ id: z.number().int(), username: z.string(), displayName: z.string() }).strict().nullable();

/** A member's report in the admin queue (forum spec §3 "Report"); `link` opens the reported content. */
export const adminReportSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(['spam', 'inappropriate', 'copyright', 'harassment']),
    status: z.enum(['pending', 'reviewed', 'resolved', 'rejected']),
    contentType: z.enum(['topic', 'comment', 'reply', 'blog-post']),
    contentId: z.number().int(),
    contentTitle: z.string(),
    contentAuthor: personSchema,
    reporter: personSchema,
    reason: z.string(),
    reportedAt: isoDateSchema,
    reportCount: z.number().int(),
    resolution: z.string().nullable(),
    link: z.string().nullable(),
  })
  .strict();
export type AdminReport = z.infer<typeof adminReportSchema>;

/** One line of the audit log: who did what to which row, the fields before and after, when. */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    actor: personSchema,
    action: z.string(),
    targetType: z.string(),
    targetId: z.number().int().nullable(),
    before: z.record(z.unknown()).nullable(),
    after: z.record(z.unknown()).nullable(),
    createdAt: isoDateSchema,
  })
  .strict();
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** What a single or bulk admin action did: the ids it changed and, for each refused id, why. */
export const adminBulkResultSchema = z
  .object({
    message: z.string(),
    done: z.array(z.number().int()),
    failed: z.array(z.object({ id: z.number().int(), message: z.string() }).strict()),
  })
  .strict();
export type AdminBulkResult = z.infer<typeof adminBulkResultSchema>;

/** A figure of the dashboard with its change against the previous period (percent; null when that period had none). */
const statCardSchema = z.object({ total: z.number().int(), change: z.number().nullable() }).strict();

/** One line of the dashboard's recent activity. */
export const adminActivitySchema = z
  .object({
    type: z.enum(['user_joined', 'new_topic', 'report', 'blog_post']),
    name: z.string(),
    title: z.string().nullable(),
    at: isoDateSchema,
    link: z.string().nullable(),
  })
  .strict();
export type AdminActivity = z.infer<typeof adminActivitySchema>;

/**
 * The admin dashboard (forum spec §3 "Dashboard stats"): the four cards (change = new in the last 7 Istanbul
 * days against the 7 before), today's summary, 7-day series (oldest first, `days` as YYYY-MM-DD) and recent activity.
 */
export const adminDashboardSchema = z
  .object({
    users: statCardSchema,
    topics: statCardSchema,
    posts: statCardSchema,
    pendingReports: statCardSchema,
    today: z
      .object({ signups: z.number().int(), posts: z.number().int(), activeUsers: z.number().int(), pageViews: z.number().int() })
      .strict(),
    trend: z
      .object({
        days: z.array(z.string()),
        signups: z.array(z.number().int()),
        posts: z.array(z.number().int()),
        views: z.array(z.number().int()),
      })
      .strict(),
    recent: z.array(adminActivitySchema),
  })
  .strict();
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
