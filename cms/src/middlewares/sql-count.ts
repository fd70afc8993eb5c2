import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import type { Core } from '@strapi/strapi';
import type { Ctx, Next } from '../lib/koa';

// With SQL_COUNT=true every answer carries `X-Sql-Statements`: how many SQL statements the request sent to
// PostgreSQL (BEGIN and COMMIT included), counted from knex's query events. `npm run bench` reads it, and
// the tests that hold the hot routes to their statement budget (counts are stable where times are not).
// Off by default: no listener, no header. For the bench only, with SQL_LOG_FILE set as well, a request carrying
// `X-Bench-Capture: <id>` appends its statements (SQL and bindings) to that file as one JSON line, so the bench can
// run the very same SQL straight on PostgreSQL and show its time next to the API's.
const requests = new AsyncLocalStorage<{ statements: number; queries?: Array<{ sql: string; bindings: unknown }> }>();
export const SQL_COUNT_HEADER = 'X-Sql-Statements';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  if (process.env.SQL_COUNT !== 'true') return async (_ctx: Ctx, next: Next) => next();
  let listening = false;
  const logFile = process.env.SQL_LOG_FILE;
  return async (ctx: Ctx, next: Next) => {
    if (!listening) {
      // The connection exists once the app has booted (not yet when middlewares are built).
      strapi.db.connection.on('query', (query: { sql: string; bindings: unknown }) => {
        const counter = requests.getStore();
        if (!counter) return;
        counter.statements += 1;
        counter.queries?.push({ sql: query.sql, bindings: query.bindings });
      });
      listening = true;
    }
    const capture = logFile ? ctx.get('x-bench-capture') : '';
    const counter = { statements: 0, ...(capture ? { queries: [] } : {}) };
    await requests.run(counter, async () => {
      try {
        await next();
      } finally {
        ctx.set(SQL_COUNT_HEADER, String(counter.statements));
        if (capture) appendFileSync(logFile!, JSON.stringify({ id: capture, url: ctx.url, queries: counter.queries }) + '\n');
      }
    });
  };
};
