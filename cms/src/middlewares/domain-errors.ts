import type { Ctx, Next } from '../lib/koa';
import { isDomainError } from '@oyundev/domain';

// Services throw `DomainError(code)`; this turns it into Strapi's envelope with the code's status and
// Turkish message. It sits just inside `strapi::errors`, which would otherwise call it a 500.
// A refusal that ends at a known time (rate limits, posting limits, the account lockout) carries
// `retryAfterSeconds`, sent as the `Retry-After` header (RFC 9110 §10.2.3, delay in seconds).
export default () => async (ctx: Ctx, next: Next) => {
  try {
    await next();
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const payload = error.toPayload();
    ctx.status = payload.error.status;
    ctx.body = { data: null, ...payload };
    if (error.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(error.retryAfterSeconds));
  }
};
