/** Origins whose pages may call /api with credentials: the site (CORS_ORIGINS overrides, comma-separated). */
const apiOrigins = () =>
  (process.env.CORS_ORIGINS || process.env.SITE_URL || 'http://localhost:8000')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);

export default [
  'global::sql-count',
  // A query string nested too deep or too large is refused before anything parses it (src/middlewares/query-limits.ts).
  'global::query-limits',
  // A guest's hot reads from memory, before the rest of the stack (src/middlewares/response-cache.ts).
  'global::response-cache',
  'global::client-address',
  'global::error-envelope',
  'strapi::logger',
  'strapi::errors',
  'global::domain-errors',
  'global::database-outage',
  'strapi::security',
  {
    name: 'strapi::cors',
    // The API answers the site's origin only; the Strapi admin (/admin) is same-origin and grants no one.
    config: { origin: (ctx: { path: string }) => (ctx.path.startsWith('/api/') ? apiOrigins() : []) },
  },
  'global::private-responses',
  'strapi::query',
  {
    name: 'strapi::body',
    // Huge bodies are refused before they reach a controller (the error middleware turns it into a 413).
    // DELETE bodies are parsed too: DELETE /api/account carries `{ password }` (lib/input.ts parseBody).
    // Multipart (uploads) is capped too, so no route writes a huge file to temp disk before it is refused.
    config: {
      jsonLimit: '256kb',
      formLimit: '256kb',
      textLimit: '256kb',
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
      formidable: { maxFileSize: 20 * 1024 * 1024, maxTotalFileSize: 20 * 1024 * 1024, maxFiles: 10 },
    },
  },
  // Every uploaded file: type from its bytes, no script, no EXIF, the site settings' limits (lib/upload-guard.ts).
  'global::upload-guard',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
