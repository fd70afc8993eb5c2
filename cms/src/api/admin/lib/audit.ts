import type { Core } from '@strapi/strapi';
import { insertRow, type Knex } from '../../../lib/db';

export const AUDIT_LOG = 'api::audit-log.audit-log';

export interface AuditLine {
  actorId: number;
  /** `user.ban`, `topic.pin`, `report.approve`, `settings.save`, … */
  action: string;
  targetType: string;
  targetId: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Writes one audit line in the action's own transaction, so the log holds exactly the changes that happened. */
export async function audit(strapi: Core.Strapi, trx: Knex, line: AuditLine, at = new Date()) {
  await insertRow(strapi, trx, AUDIT_LOG, { ...line, before: line.before ?? null, after: line.after ?? null }, { now: at });
}
