import { z } from 'zod';
import { msg } from '../messages';
import { ROLES } from '../roles';

// ── Admin API requests: users, content and reports (forum spec §4, §5, §9) ──

/** How many rows one bulk request may name. */
export const ADMIN_BULK_MAX = 100;

export const ADMIN_CONTENT_TYPES = ['topic', 'blog'] as const;
export type AdminContentType = (typeof ADMIN_CONTENT_TYPES)[number];
const invalid = () => ({ message: msg('validation.option.invalid') });

/** The selection of a single or bulk action: at least one id (the spec's 'Lütfen en az bir … seçin'). */
const ids = (emptyMessage: string) =>
  z
    .array(
      z
        .number({ invalid_type_error: msg('error.validation') })
        .int(msg('error.validation'))
        .positive(msg('error.validation')),
      {
        required_error: emptyMessage,
        invalid_type_error: emptyMessage,
      },
    )
    .min(1, emptyMessage)
    .max(ADMIN_BULK_MAX, msg('error.validation'))
    .transform((list) => [...new Set(list)]);

export const ADMIN_USER_ACTIONS = ['suspend', 'activate', 'promote', 'setRole', 'ban', 'unban', 'delete'] as const;
export type AdminUserAction = (typeof ADMIN_USER_ACTIONS)[number];

/** POST /api/admin/users/actions. `until` (ISO date, future) and `reason` only for ban; `role` only for setRole. */
export const adminUserActionSchema = z
  .object({
    action: z.enum(ADMIN_USER_ACTIONS, { errorMap: invalid }),
    ids: ids(msg('admin.selectUsers')),
    role: z.enum(ROLES, { errorMap: invalid }).optional(),
    reason: z
      .string()
      .trim()
      .max(500, msg('validation.text.max', { n: 500 }))
      .optional(),
    until: z
      .string()
      .datetime({ offset: true, message: msg('error.validation') })
      .refine((v) => new Date(v).getTime() > Date.now(), msg('error.validation'))
      .optional()
      .nullable(),
  })
  .refine((body) => body.action !== 'setRole' || body.role !== undefined, { message: msg('validation.option.invalid'), path: ['role'] });
export type AdminUserActionInput = z.input<typeof adminUserActionSchema>;
export type AdminUserActionData = z.output<typeof adminUserActionSchema>;

export const ADMIN_CONTENT_ACTIONS = ['approve', 'reject', 'feature', 'unfeature', 'pin', 'unpin', 'lock', 'unlock', 'delete'] as const;
export type AdminContentAction = (typeof ADMIN_CONTENT_ACTIONS)[number];

/** POST /api/admin/content/actions. Pin and lock apply to topics only. */
export const adminContentActionSchema = z.object({
  type: z.enum(ADMIN_CONTENT_TYPES, { errorMap: invalid }),
  action: z.enum(ADMIN_CONTENT_ACTIONS, { errorMap: invalid }),
  ids: ids(msg('admin.selectItems')),
});
export type AdminContentActionInput = z.input<typeof adminContentActionSchema>;
export type AdminContentActionData = z.output<typeof adminContentActionSchema>;

export const ADMIN_REPORT_ACTIONS = ['approve', 'reject', 'delete'] as const;
export type AdminReportAction = (typeof ADMIN_REPORT_ACTIONS)[number];

/** POST /api/admin/reports/actions. */
export const adminReportActionSchema = z.object({
  action: z.enum(ADMIN_REPORT_ACTIONS, { errorMap: invalid }),
  ids: ids(msg('admin.selectReports')),
});
export type AdminReportActionInput = z.input<typeof adminReportActionSchema>;
export type AdminReportActionData = z.output<typeof adminReportActionSchema>;

/** The next role of 'promote': user → moderator → admin → user (premium is treated as a user). */
export function nextAdminRole(role: string): 'user' | 'moderator' | 'admin' {
  if (role === 'moderator') return 'admin';
  if (role === 'admin') return 'user';
  return 'moderator';
}
