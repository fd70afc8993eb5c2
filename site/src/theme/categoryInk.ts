import type { CSSProperties } from 'react';
import { mixRgb, parseHex, readableInk, toHex } from '@oyundev/domain';

// The surfaces a category colour's text and icons sit on, per theme — keep in step with the tokens in
// styles/tokens.css (--bg, --bg-deep, --surface, --surface-2, --surface-3).
const SURFACES = {
  light: ['#ffffff', '#f4f4fa', '#f5f5fb', '#ebebf5'],
  dark: ['#1a1a2e', '#141426', '#212140', '#28284b', '#31315a'],
} as const;
/** Tiles and chips tint their surface with up to this much of the category colour (CSS color-mix). */
const TINT = 0.16;

const cache = new Map<string, { light: string; dark: string }>();

/** Readable text colours for `color` in the light and dark theme, or null when it is not a hex colour. */
export function categoryInks(color: string | null | undefined): { light: string; dark: string } | null {
  const rgb = parseHex(color);
  if (!color || !rgb) return null;
  let inks = cache.get(color);
  if (!inks) {
    const on = (surfaces: readonly string[]) => [...surfaces, ...surfaces.map((s) => toHex(mixRgb(rgb, parseHex(s)!, TINT)))];
    inks = { light: readableInk(color, on(SURFACES.light)), dark: readableInk(color, on(SURFACES.dark)) };
    cache.set(color, inks);
  }
  return inks;
}

/**
 * Inline style for an element with the global `cat-ink` class: `--cat` is the brand colour (stripes, tints),
 * `--cat-ink` (set by the class per theme) the readable version for text and icons.
 */
export function categoryStyle(color: string | null | undefined, fallback = 'var(--accent)'): CSSProperties {
  const inks = categoryInks(color);
  return {
    '--cat': color || fallback,
    ...(inks ? { '--cat-ink-light': inks.light, '--cat-ink-dark': inks.dark } : {}),
  } as CSSProperties;
}
