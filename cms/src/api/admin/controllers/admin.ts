import type { Core } from '@strapi/strapi';
import {
  ADMIN_CONTENT_SORTS,
  ADMIN_CONTENT_STATUSES,
  ADMIN_CONTENT_TYPES,
  ADMIN_USER_SORTS,
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
import { memberOf } from '../../../lib/viewer';
import { bulkAnswer, listQuery, oneOf } from '../lib/bulk';

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

/** /api/admin/* — admins only (the route's `global::admin-only` policy): parse → service → answer. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/admin/dashboard — the four cards, today's summary, the 7-day series and recent activity. */
  async dashboard(ctx: Ctx) {
    ctx.body = { data: await service(strapi, 'api::admin.dashboard').dashboard() };
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

  /** POST /api/admin/users/actions {action, ids, role?, reason?, until?} */
  async userActions(ctx: Ctx) {
    const input = parseBody(ctx, adminUserActionSchema);
    const users = service(strapi, 'api::admin.users');
    const outcome = await users.act(memberOf(ctx), input);
    const role = outcome.done.length === 1 ? ((await users.roleOf(outcome.done[0])) ?? undefined) : undefined;
    ctx.body = bulkAnswer(outcome, users.message(input, outcome.done.length, role));
  },

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
  async contentActions(ctx: Ctx) {
    const input = parseBody(ctx, adminContentActionSchema);
    const content = service(strapi, 'api::admin.content');
    const outcome = await content.act(memberOf(ctx), input);
    ctx.body = bulkAnswer(outcome, content.message(input.action, outcome.done.length));
  },

  /** GET /api/admin/reports?status=&page=&pageSize= — pending first; `meta.pending` feeds the count badges. */
  async listReports(ctx: Ctx) {
    const query = ctx.query as Record<string, unknown>;
    const q = { ...listQuery(query), status: oneOf(query.status, optionValues(REPORT_STATUSES)) };
    const { rows, total, pending } = await service(strapi, 'api::admin.reports').list(q);
    const answer = paged(rows, total, q);
    ctx.body = { ...answer, meta: { ...answer.meta, pending } };
  },

  /** POST /api/admin/reports/actions {action, ids} */
  async reportActions(ctx: Ctx) {
    const input = parseBody(ctx, adminReportActionSchema);
    const reports = service(strapi, 'api::admin.reports');
    const outcome = await reports.act(memberOf(ctx), input);
    ctx.body = bulkAnswer(outcome, reports.message(input, outcome.done.length));
  },

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
