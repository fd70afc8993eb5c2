import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import type { Ctx, Next } from '../lib/koa';

// With SQL_COUNT=true every answer carries `X-Sql-Statements`: how many SQL statements the request sent to
// PostgreSQL (BEGIN and COMMIT included), counted from knex's query events. `npm run bench` reads it, and
// the tests that hold the hot routes to their statement budget (counts are stable where times are not).
// Off by default: no listener, no header.
const requests = new AsyncLocalStorage<{ statements: number }>();
export const SQL_COUNT_HEADER = 'X-Sql-Statements';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  if (process.env.SQL_COUNT !== 'true') return async (_ctx: Ctx, next: Next) => next();
  let listening = false;
  return async (ctx: Ctx, next: Next) => {
    if (!listening) {
      // The connection exists once the app has booted (not yet when middlewares are built).
      strapi.db.connection.on('query', () => {
        const counter = requests.getStore();
        if (counter) counter.statements += 1;
      });
      listening = true;
    }
    const counter = { statements: 0 };
    await requests.run(counter, async () => {
      try {
        await next();
      } finally {
        ctx.set(SQL_COUNT_HEADER, String(counter.statements));
      }
    });
  };
};
