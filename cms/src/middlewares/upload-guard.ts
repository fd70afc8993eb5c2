import type { Core } from '@strapi/strapi';
import type { Ctx, Next } from '../lib/koa';
import { guardFile, incomingFiles, uploadLimits } from '../lib/upload-guard';

/**
 * Every multipart file, on every route, before any controller or the upload plugin reads it (lib/upload-guard.ts).
 * Members' uploads (/api/…) are held to the site settings too; the editors' Strapi admin uploads (/upload) get
 * the type, script and metadata checks only. A refusal deletes nothing because nothing was stored yet.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Ctx, next: Next) => {
    const files = incomingFiles((ctx.request as { files?: unknown }).files);
    if (files.length > 0) {
      const limits = ctx.path.startsWith('/api/') ? await uploadLimits(strapi) : undefined;
      for (const file of files) await guardFile(file, limits);
    }
    await next();
  };
