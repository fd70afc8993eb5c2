import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { msg } from '@oyundev/domain';
import sharp from 'sharp';
import { fail } from './errors';
import { uploadRules } from './settings';

/**
 * Every file that reaches the cms (members' avatars, covers and blog images through api/media, and the editors'
 * uploads in the Strapi admin) passes here before the upload plugin sees it (middlewares/upload-guard.ts):
 *
 * - its type is read from its bytes (npm `file-type`), never from its name or the Content-Type the client sent;
 *   the stored name's extension and MIME type are rewritten to what the bytes are;
 * - an SVG is kept only when DOMPurify finds nothing to remove (no script, event handler, foreign object,
 *   javascript: link); HTML under any name is refused;
 * - a JPEG, PNG, WebP or GIF is re-encoded by sharp, which writes no metadata: EXIF (GPS location, camera
 *   serial) never reaches the disk;
 * - members' uploads (/api/…) are held to the site settings' size and type list (`uploadLimits`).
 */

/** A koa-body (formidable) file as the upload plugin receives it. */
export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
}

/** What the bytes are: the extension the site settings name types by, and the MIME type. */
export interface Sniffed {
  ext: string;
  mime: string;
}

/** The site settings' upload limits (spec §9 content): one place reads them. */
export interface UploadLimits {
  maxBytes: number;
  maxMb: number;
  /** Extensions, lower case, without dots ('jpg', 'png'). */
  types: string[];
}

/** One type under several names in the settings list. */
const ALIASES: Record<string, string[]> = { jpg: ['jpg', 'jpeg'], jpeg: ['jpg', 'jpeg'] };
/** Images members may show on a profile or in a post (an SVG only as a blog image, after the script check). */
export const IMAGE_TYPES = ['jpg', 'png', 'gif', 'webp'];
export const BLOG_IMAGE_TYPES = [...IMAGE_TYPES, 'svg'];
/** Formats sharp re-encodes without metadata (animated GIFs keep their frames). */
const REENCODE: Record<string, (img: sharp.Sharp) => sharp.Sharp> = {
  jpg: (img) => img.rotate().jpeg({ quality: 90, mozjpeg: true }),
  png: (img) => img.png(),
  webp: (img) => img.webp({ quality: 90 }),
  gif: (img) => img.gif(),
};

/** The site settings' limits, as lib/settings.ts `uploadRules` reads them (the one reader of those settings). */
export async function uploadLimits(strapi: Core.Strapi): Promise<UploadLimits> {
  const rules = await uploadRules(strapi);
  return { maxBytes: rules.maxBytes, maxMb: Math.round((rules.maxBytes / 1024 / 1024) * 10) / 10, types: rules.allowedFileTypes };
}

const looksLikeHtml = (head: string) => /<(!doctype\s+html|html|head|body|script|iframe|object|embed|meta|a\s)[\s>/]/i.test(head);
const looksLikeSvg = (head: string) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype\s+svg[^>]*>\s*)?<svg[\s>]/i.test(head);

type Removed = { element?: { nodeName?: string }; attribute?: { name?: string } };
let purifier: { sanitize: (s: string, o: object) => string; removed: Removed[] } | undefined;
/** DOMPurify parses into an HTML document and reports the wrapper it drops; that is not the file's content. */
const WRAPPERS = new Set(['HTML', 'HEAD', 'BODY']);
/** True when DOMPurify (SVG profile) would remove something: a script, handler, foreign object or bad link. */
export function svgHasActiveContent(svg: string): boolean {
  if (!purifier) {
    // jsdom ships no types of its own; the CommonJS build of DOMPurify, for the CommonJS cms.
    const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
    const createDOMPurify = require('dompurify') as (w: unknown) => typeof purifier;
    purifier = createDOMPurify(new JSDOM('').window);
  }
  const p = purifier!;
  p.sanitize(svg.replace(/^\s*<\?xml[^>]*\?>/i, ''), { USE_PROFILES: { svg: true, svgFilters: true } });
  return (
    p.removed.some((r) => !(r.element && WRAPPERS.has(String(r.element.nodeName).toUpperCase()))) || /<!ENTITY|<\?xml-stylesheet/i.test(svg)
  );
}

/** What the bytes of `buffer` are, or a refusal: HTML, an SVG with active content, or an unknown type. */
export async function sniff(buffer: Buffer): Promise<Sniffed> {
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(new Uint8Array(buffer));
  if (found && found.mime !== 'application/xml') return { ext: found.ext === 'jpeg' ? 'jpg' : found.ext, mime: found.mime };
  const head = buffer
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (looksLikeSvg(head)) {
    if (svgHasActiveContent(buffer.toString('utf8'))) throw fail('UPLOAD_UNSAFE');
    return { ext: 'svg', mime: 'image/svg+xml' };
  }
  if (looksLikeHtml(head)) throw fail('UPLOAD_UNSAFE');
  throw fail('UPLOAD_TYPE_NOT_ALLOWED');
}

const allowedBy = (list: string[], ext: string) => list.some((t) => (ALIASES[t] ?? [t]).includes(ext));

/** Refuses a type outside `list` (the settings list, narrowed by what the route takes). */
export function assertType(sniffed: Sniffed, list: string[]) {
  if (!allowedBy(list, sniffed.ext)) {
    throw fail('UPLOAD_TYPE_NOT_ALLOWED', { message: msg('error.uploadTypeNotAllowedList', { types: list.join(', ') }) });
  }
}

/**
 * Checks one incoming file and makes it safe in place: sniffed type, metadata-free re-encode, name and MIME
 * from the bytes. With `limits` (members' uploads) the settings' size and types apply too.
 */
export async function guardFile(file: IncomingFile, limits?: UploadLimits): Promise<Sniffed> {
  if (limits && file.size > limits.maxBytes)
    throw fail('UPLOAD_TOO_LARGE', { message: msg('error.uploadTooLargeMb', { n: limits.maxMb }) });
  const buffer = await fs.readFile(file.filepath);
  const sniffed = await sniff(buffer);
  if (limits) assertType(sniffed, limits.types);
  const reencode = REENCODE[sniffed.ext];
  if (reencode) {
    let clean: Buffer;
    try {
      clean = await reencode(sharp(buffer, { animated: sniffed.ext === 'gif' || sniffed.ext === 'webp', failOn: 'error' })).toBuffer();
    } catch {
      // A file whose header says image but whose body sharp cannot read is not an image we can serve.
      throw fail('UPLOAD_TYPE_NOT_ALLOWED');
    }
    await fs.writeFile(file.filepath, clean);
    file.size = clean.length;
  }
  const base = path.parse(file.originalFilename || 'dosya').name || 'dosya';
  file.originalFilename = `${base}.${sniffed.ext}`;
  file.mimetype = sniffed.mime;
  return sniffed;
}

/** The files of a multipart request, flattened (koa-body keeps one or a list per field). */
export function incomingFiles(files: unknown): IncomingFile[] {
  if (!files || typeof files !== 'object') return [];
  return Object.values(files as Record<string, IncomingFile | IncomingFile[]>).flatMap((f) => (Array.isArray(f) ? f : [f]));
}
