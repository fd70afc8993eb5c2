import { PAGE_SIZES, isDomainError, parsePage } from '@oyundev/domain';
import { fail } from '../../../lib/errors';

/** Paging and order of every admin list (forum spec §9: page sizes 10, 25, 50; default 10). */
export interface AdminListQuery {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
}

/** `?page=&pageSize=&order=` of an admin list; an unknown page size is refused (400), not silently changed. */
export function listQuery(query: Record<string, unknown>): AdminListQuery {
  const size = query.pageSize === undefined || query.pageSize === '' ? PAGE_SIZES.adminDefault : Number(query.pageSize);
  if (!(PAGE_SIZES.adminOptions as readonly number[]).includes(size)) throw fail('VALIDATION');
  const order = query.order === undefined || query.order === '' ? 'desc' : query.order;
  if (order !== 'asc' && order !== 'desc') throw fail('VALIDATION');
  return { page: parsePage(query.page), pageSize: size, order };
}

/** A query value that must be one of `options` (or absent → null); anything else is a 400. */
export function oneOf<T extends string>(value: unknown, options: readonly T[]): T | null {
  if (value === undefined || value === '' || value === 'all') return null;
  if (typeof value === 'string' && (options as readonly string[]).includes(value)) return value as T;
  throw fail('VALIDATION');
}

export interface BulkOutcome {
  done: number[];
  failed: Array<{ id: number; message: string; error: unknown }>;
}

/**
 * Runs `work` for each id (ascending, one after another: locks are taken in one order). A refusal
 * (DomainError) is recorded for that id and the others go on; anything unexpected is rethrown.
 */
export async function runEach(ids: number[], work: (id: number) => Promise<void>): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], failed: [] };
  for (const id of [...ids].sort((a, b) => a - b)) {
    try {
      await work(id);
      outcome.done.push(id);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      outcome.failed.push({ id, message: (error as Error).message, error });
    }
  }
  return outcome;
}

/**
 * The answer of a single or bulk action. A single action that was refused answers with its own error
 * (4xx: the site shows 'İşlem başarısız: …'); a bulk action in which nothing went through answers the
 * first refusal; otherwise 200 with what was done and what was refused.
 */
export function bulkAnswer(outcome: BulkOutcome, message: string) {
  if (outcome.done.length === 0 && outcome.failed.length) throw outcome.failed[0].error;
  return { message, done: outcome.done, failed: outcome.failed.map(({ id, message: reason }) => ({ id, message: reason })) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a raw SQL row: columns as PostgreSQL returns them, read one by one
export type SqlRow = Record<string, any>;
