/**
 * An answer to a signed-in request may hold that member's own data (GET /api/me, account export, viewer
 * state on topics): no shared or browser cache may keep it. Answers that set their own Cache-Control keep it.
 * Errors too: the error envelope is rendered by an outer middleware, so the header is set on the way out
 * whether the route answered or threw (a 403 naming the member's ban is theirs alone).
 */
import type { Ctx, Next } from '../lib/koa';

export default () => async (ctx: Ctx, next: Next) => {
  try {
    await next();
  } finally {
    const personal = Boolean(ctx.get('authorization')) || ctx.path === '/api/me' || ctx.path.startsWith('/api/account');
    if (personal && !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
  }
};
