import { msg } from '@oyundev/domain';

// Strapi and its plugins answer some failures in English ("Forbidden", "Not Found", "Too many requests…").
// Every text a person reads is Turkish, so any error that did not come from our own code (ours always carry a
// stable `details.code`) is given the catalogue's message for its status before it leaves the server.
const BY_STATUS: Record<number, { code: string; key: Parameters<typeof msg>[0] }> = {
  400: { code: 'VALIDATION', key: 'invalidRequest' },
  401: { code: 'NOT_AUTHENTICATED', key: 'loginRequired' },
  403: { code: 'FORBIDDEN', key: 'forbidden' },
  404: { code: 'NOT_FOUND', key: 'notFound' },
  405: { code: 'METHOD_NOT_ALLOWED', key: 'invalidRequest' },
  413: { code: 'PAYLOAD_TOO_LARGE', key: 'payloadTooLarge' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'invalidRequest' },
  429: { code: 'RATE_LIMITED', key: 'rateLimited' },
  500: { code: 'INTERNAL', key: 'internalError' },
};

export default () => async (ctx, next) => {
  await next();
  if (!ctx.path.startsWith('/api/') || ctx.status < 400) return;

  const body = ctx.body && typeof ctx.body === 'object' ? ctx.body : null;
  const error = body?.error;
  if (error?.details?.code) return;

  // A guest who reaches a members-only action is told to log in, not that they are forbidden.
  const guest = !ctx.state.user && !ctx.request.header.authorization;
  const status = ctx.status === 403 && guest ? 401 : ctx.status;
  const mapped = BY_STATUS[status] ?? BY_STATUS[status >= 500 ? 500 : 400];
  ctx.status = status;
  ctx.body = {
    data: null,
    error: {
      status,
      name: error?.name ?? 'ApplicationError',
      message: msg(mapped.key),
      details: { code: mapped.code },
    },
  };
};
