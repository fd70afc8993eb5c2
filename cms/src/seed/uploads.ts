import path from 'node:path';
import { stat } from 'node:fs/promises';
import type { SeedContext } from './context';

/**
 * Uploads one of the committed demo images (src/seed/assets, drawn by assets/generate.mjs) through
 * Strapi's upload service, so it gets its responsive formats and a media library entry like an editor's
 * upload. The same file is uploaded once per seed; returns the media id.
 */
export async function uploadSeedImage(ctx: SeedContext, relative: string, alternativeText: string): Promise<number> {
  const cached = uploaded.get(ctx)?.get(relative);
  if (cached) return cached;
  const filepath = path.join(ctx.strapi.dirs.app.root, 'src', 'seed', 'assets', relative);
  const { size } = await stat(filepath);
  const name = path.basename(relative);
  const [file] = await ctx.strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, alternativeText, caption: null } },
      files: { filepath, originalFilename: name, mimetype: mimeType(name), size },
    });
  if (!uploaded.has(ctx)) uploaded.set(ctx, new Map());
  uploaded.get(ctx)!.set(relative, file.id);
  return file.id;
}

const uploaded = new WeakMap<SeedContext, Map<string, number>>();

function mimeType(name: string) {
  if (name.endsWith('.webp')) return 'image/webp';
  if (name.endsWith('.png')) return 'image/png';
  return 'image/jpeg';
}
