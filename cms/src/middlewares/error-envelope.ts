import type { Ctx, Next } from '../lib/koa';
import { ERROR_CODES, type ErrorCode } from '@oyundev/domain';

// Strapi and its plugins answer some failures in English ("Forbidden", "Not Found", "Too many requests…").
// Every text a person reads is Turkish, so any error that did not come from our own code (ours always carry a
// stable `details.code`) is given the catalogue's message for its status before it leaves the server.
const BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'NOT_AUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'VALIDATION',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'VALIDATION',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
};

export default () => async (ctx: Ctx, next: Next) => {
  await next();
  if (!ctx.path.startsWith('/api/') || ctx.status < 400) return;

  const body = ctx.body && typeof ctx.body === 'object' ? (ctx.body as { error?: { name?: string; details?: { code?: string } } }) : null;
  const error = body?.error;
  if (error?.details?.code) return;

  // A guest who reaches a members-only action is told to log in, not that they are forbidden.
  const guest = !ctx.state.user && !ctx.request.header.authorization;
  const status = ctx.status === 403 && guest ? 401 : ctx.status;
  const info = ERROR_CODES[BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION')];
  ctx.status = status;
  ctx.body = { data: null, error: { status, name: error?.name ?? info.name, message: info.message, details: { code: info.code } } };
};
