import type { Core } from '@strapi/strapi';
import type { UploadedMedia } from '@oyundev/domain';
import { fail } from '../../../lib/errors';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';
import { BLOG_IMAGE_TYPES, IMAGE_TYPES, assertType, incomingFiles, type IncomingFile } from '../../../lib/upload-guard';

const media = (strapi: Core.Strapi) => service(strapi, 'api::media.media');

/** The one `file` of the request, of a type this route takes (the guard has already set its real type). */
function oneFile(ctx: Ctx, types: string[]): IncomingFile {
  const files = incomingFiles((ctx.request as { files?: unknown }).files);
  if (files.length !== 1) throw fail('UPLOAD_FILE_REQUIRED');
  const file = files[0];
  const ext =
    String(file.originalFilename ?? '')
      .split('.')
      .pop() ?? '';
  assertType({ ext, mime: String(file.mimetype) }, types);
  return file;
}

const present = (f: {
  id: number;
  url: string;
  mime: string;
  size: number;
  width?: number | null;
  height?: number | null;
}): UploadedMedia => ({
  id: f.id,
  url: f.url,
  mime: f.mime,
  // The plugin stores kilobytes.
  size: Math.round(Number(f.size) * 1024),
  width: f.width ?? null,
  height: f.height ?? null,
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/media/avatar — the member's own avatar (the previous one is deleted). */
  async avatar(ctx: Ctx) {
    const file = oneFile(ctx, IMAGE_TYPES);
    ctx.status = 201;
    ctx.body = { data: present(await media(strapi).setProfileImage(ctx.state.user.id, 'avatar', file)) };
  },

  /** POST /api/media/cover — the member's own profile cover. */
  async cover(ctx: Ctx) {
    const file = oneFile(ctx, IMAGE_TYPES);
    ctx.status = 201;
    ctx.body = { data: present(await media(strapi).setProfileImage(ctx.state.user.id, 'coverImage', file)) };
  },

  /** POST /api/media/images — an image for a blog post the member writes (cover or body). */
  async image(ctx: Ctx) {
    const file = oneFile(ctx, BLOG_IMAGE_TYPES);
    ctx.status = 201;
    ctx.body = { data: present(await media(strapi).store(file)) };
  },
});
