import type { Core } from '@strapi/strapi';
import type { Knex } from '../lib/db';
import { applyConstraints } from './constraints';
import { applySearchIndex } from './search-index';

/** pg_advisory_xact_lock key of the boot's DDL: one key for every statement, so two booting processes take turns. */
export const SCHEMA_LOCK = 4_201_121;

/** A boot's DDL that lost a deadlock to live traffic (its table locks are held to the end) starts over this often. */
const ATTEMPTS = 5;

/** 40P01 deadlock_detected, 55P03 lock_not_available: the transaction did nothing, so running it again is safe. */
const RETRYABLE = new Set(['40P01', '55P03']);

/**
 * Everything the boot creates in the database (constraints.ts: indexes, the badge-state and reply-posting functions,
 * the post-number sequence; search-index.ts: extensions, search functions, generated columns and their indexes) in one
 * transaction under one advisory lock. Two cms processes booting at once on one database (a rolling deploy, the
 * faults drill) used to run the same `CREATE OR REPLACE FUNCTION` / `CREATE EXTENSION IF NOT EXISTS` side by side,
 * and PostgreSQL refuses the second of two concurrent catalogue updates ("tuple concurrently updated", a duplicate
 * key on pg_extension): one process failed to boot. Now the second waits for the first to commit, then finds
 * everything in place (every statement is idempotent) and only replaces the functions.
 */
export async function applySchema(strapi: Core.Strapi): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await strapi.db.connection.transaction(async (trx: Knex) => {
        await trx.raw('SELECT pg_advisory_xact_lock(?)', [SCHEMA_LOCK]);
        await applyConstraints(strapi, trx);
        await applySearchIndex(strapi, trx);
      });
      return;
    } catch (error) {
      const code = (error as { code?: string })?.code;
      if (attempt >= ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
      strapi.log.warn(`[schema] boot DDL attempt ${attempt} lost a lock to live traffic (${code}); trying again`);
    }
  }
}
