import { WhatwgURL } from './intl';

/**
 * Hosts members' markdown may show images from. Any other host would learn every reader's address the
 * moment a page opens (a tracking pixel), so an image elsewhere is shown as a link instead. The site server's
 * Content-Security-Policy allows exactly these hosts in img-src, so the browser enforces the same list.
 */
export const IMAGE_HOSTS = [
  'i.imgur.com',
  'avatars.githubusercontent.com',
  'raw.githubusercontent.com',
  'user-images.githubusercontent.com',
  'img.itch.zone',
  'upload.wikimedia.org',
] as const;

/** True for a site-relative image (uploads, static files) or an https image on one of IMAGE_HOSTS. */
export function isAllowedImageSrc(src: string | null | undefined): boolean {
  if (typeof src !== 'string' || src === '') return false;
  // Browsers drop tabs and newlines and read '\\' as '/': '/\t/evil.example' would load from another host.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(src)) return false;
  if (/^\/(?![/\\])/.test(src)) return true;
  try {
    const url = new WhatwgURL(src);
    return url.protocol === 'https:' && (IMAGE_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}
