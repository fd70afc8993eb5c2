import type { Core } from '@strapi/strapi';
import type { z } from 'zod';
import {
  ADMIN_CONTENT_SORTS,
  ADMIN_CONTENT_STATUSES,
  ADMIN_CONTENT_TYPES,
  ADMIN_USER_SORTS,
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  REPORT_STATUSES,
  ROLES,
  adminContentActionSchema,
  adminReportActionSchema,
  adminUserActionSchema,
  optionValues,
  pageCount,
} from '@oyundev/domain';
import { rowId } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { lookupKey, parseBody } from '../../../lib/input';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';
import { memberOf, type Member } from '../../../lib/viewer';
import { bulkAnswer, listQuery, oneOf, type BulkOutcome } from '../lib/bulk';

const paged = <T>(rows: T[], total: number, q: { page: number; pageSize: number }) => ({
  data: rows,
  meta: { pagination: { page: q.page, pageSize: q.pageSize, pageCount: pageCount(total, q.pageSize), total } },
});

const text = (value: unknown) => {
  const key = lookupKey(value ?? '', 200);
  if (key === null) throw fail('VALIDATION');
  return key.trim();
};
const optionalId = (value: unknown) => {
  if (value === undefined || value === '') return null;
  const id = rowId(value);
  if (id === null) throw fail('VALIDATION');
  return id;
};

/**
 * A POST /api/admin/…/actions handler: parse the body with `schema`, let the service act on each id, answer
 * what was done and refused with the service's toast text (lib/bulk `bulkAnswer`).
 */
function actions<S extends z.ZodTypeAny>(
  schema: S,
  act: (actor: Member, input: z.output<S>) => Promise<BulkOutcome>,
  message: (input: z.output<S>, outcome: BulkOutcome) => string | Promise<string>,
) {
  return async (ctx: Ctx) => {
    const input = parseBody(ctx, schema);
    const outcome = await act(memberOf(ctx), input);
    ctx.body = bulkAnswer(outcome, await message(input, outcome));
  };
}

/** /api/admin/* — admins only (the route's `global::admin-only` policy): parse → service → answer. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/admin/dashboard — the four cards, today's summary, the 7-day series and recent activity. */
  async dashboard(ctx: Ctx) {
    ctx.body = { data: await service(strapi, 'api::admin.dashboard').dashboard() };
  },

  /** GET /api/admin/analytics?range=24hours|7days|30days|90days (default 7days) — the analytics tab. */
  async analytics(ctx: Ctx) {
    const range = oneOf((ctx.query as Record<string, unknown>).range, optionValues(ANALYTICS_RANGES)) ?? DEFAULT_ANALYTICS_RANGE;
    ctx.body = { data: await service(strapi, 'api::admin.analytics').analytics(range) };
  },

  /** GET /api/admin/users?search=&role=&status=&sort=&order=&page=&pageSize= */
  async listUsers(ctx: Ctx) {
    const query = ctx.query as Record<string, unknown>;
    const q = {
      ...listQuery(query),
      search: text(query.search),
      role: oneOf(query.role, ROLES),
      status: oneOf(query.status, ['active', 'suspended', 'banned'] as const),
      sort: oneOf(query.sort, optionValues(ADMIN_USER_SORTS)) ?? 'joinDate',
    };
    const { rows, total } = await service(strapi, 'api::admin.users').list(q);
    ctx.body = paged(rows, total, q);
  },

  /** POST /api/admin/users/actions {action, ids, role?, reason?, until?} — one member's toast names their new role. */
  userActions: actions(
    adminUserActionSchema,
    (actor, input) => service(strapi, 'api::admin.users').act(actor, input),
    async (input, { done }) => {
      const users = service(strapi, 'api::admin.users');
      const role = done.length === 1 ? ((await users.roleOf(done[0])) ?? undefined) : undefined;
      return users.message(input, done.length, role);
    },
  ),

  /** GET /api/admin/content?type=topic|blog&search=&status=&sort=&order=&page=&pageSize= */
  async listContent(ctx: Ctx) {
    const query = ctx.query as Record<string, unknown>;
    const q = {
      ...listQuery(query),
      type: oneOf(query.type, ADMIN_CONTENT_TYPES) ?? 'topic',
      search: text(query.search),
      status: oneOf(query.status, optionValues(ADMIN_CONTENT_STATUSES)),
      sort: oneOf(query.sort, optionValues(ADMIN_CONTENT_SORTS)) ?? 'createdAt',
    };
    const { rows, total } = await service(strapi, 'api::admin.content').list(q);
    ctx.body = paged(rows, total, q);
  },

  /** POST /api/admin/content/actions {type, action, ids} */
  contentActions: actions(
    adminContentActionSchema,
    (actor, input) => service(strapi, 'api::admin.content').act(actor, input),
    (input, { done }) => service(strapi, 'api::admin.content').message(input.action, done.length),
  ),

  /** GET /api/admin/reports?status=&page=&pageSize= — pending first; `meta.pending` feeds the count badges. */
  async listReports(ctx: Ctx) {
    const query = ctx.query as Record<string, unknown>;
    const q = { ...listQuery(query), status: oneOf(query.status, optionValues(REPORT_STATUSES)) };
    const { rows, total, pending } = await service(strapi, 'api::admin.reports').list(q);
    const answer = paged(rows, total, q);
    ctx.body = { ...answer, meta: { ...answer.meta, pending } };
  },

  /** POST /api/admin/reports/actions {action, ids} */
  reportActions: actions(
    adminReportActionSchema,
    (actor, input) => service(strapi, 'api::admin.reports').act(actor, input),
    (input, { done }) => service(strapi, 'api::admin.reports').message(input, done.length),
  ),

  /** GET /api/admin/audit?actorId=&action=&targetType=&targetId=&page=&pageSize= */
  async listAudit(ctx: Ctx) {
    const query = ctx.query as Record<string, unknown>;
    const q = {
      ...listQuery(query),
      actorId: optionalId(query.actorId),
      action: text(query.action) || null,
      targetType: text(query.targetType) || null,
      targetId: optionalId(query.targetId),
    };
    const { rows, total } = await service(strapi, 'api::admin.audit').list(q);
    ctx.body = paged(rows, total, q);
  },
});
