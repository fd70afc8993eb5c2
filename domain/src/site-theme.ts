import { readableInk } from './color';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from './options/site-settings';

/*
 * The admin's appearance settings as the stylesheet every page links (GET /api/site-settings/theme.css):
 * the three colours as the site's design tokens (each text use pushed to AA contrast in both themes), the
 * theme a visitor who has not chosen one starts in, and the admin's own CSS.
 */

const HEX = /^#(?:[0-9a-fA-F]{3}){1,2}$/;
const WHITE = '#ffffff';
/** The page and card backgrounds of each theme (site/src/styles/global.css). */
const DARK_BACKGROUNDS = ['#1a1a2e', '#212140', '#28284b'];
const LIGHT_BACKGROUNDS = ['#ffffff', '#f5f5fb', '#ebebf5'];

/**
 * The admin's CSS made safe to serve: nothing that could end a `<style>` element or open markup (every `<`
 * becomes the CSS escape `\3c `), no `@import` of another stylesheet, no legacy script hooks (`expression(`,
 * `javascript:`, `behavior:`, `-moz-binding`), no NUL.
 */
export function sanitizeCustomCss(css: string): string {
  return css
    .replace(/\0/g, '')
    .replace(/</g, '\\3c ')
    .replace(/@import[^;]*;?/gi, '')
    .replace(/expression\s*\(/gi, '(')
    .replace(/javascript\s*:/gi, '')
    .replace(/behavior\s*:/gi, '')
    .replace(/-moz-binding/gi, '');
}

const colour = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);

function tokens(name: string, value: string, fallback: string): { dark: string[]; light: string[] } {
  if (value.toLowerCase() === fallback.toLowerCase()) return { dark: [], light: [] };
  // Under white text (buttons, chips) and as text or an icon on each theme's surfaces: AA everywhere.
  const solid = readableInk(value, [WHITE]);
  const common = [`--${name}-solid: ${solid};`, `--${name}-solid-hover: ${solid};`, `--${name}-soft: ${value}29;`];
  const ink = (backgrounds: readonly string[]) => {
    const text = readableInk(value, backgrounds);
    return [`--${name}: ${text};`, `--${name}-strong: ${text};`, `--${name}-text: ${text};`];
  };
  return { dark: [...common, ...ink(DARK_BACKGROUNDS)], light: [...common, ...ink(LIGHT_BACKGROUNDS)] };
}

const long = (hex: string) => (hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex);

export function themeStylesheet(appearance: SiteSettings['appearance']): string {
  const defaults = DEFAULT_SITE_SETTINGS.appearance;
  const parts = [
    tokens('accent', long(colour(appearance.primaryColor, defaults.primaryColor)), defaults.primaryColor),
    tokens('teal', long(colour(appearance.secondaryColor, defaults.secondaryColor)), defaults.secondaryColor),
    tokens('amber', long(colour(appearance.accentColor, defaults.accentColor)), defaults.accentColor),
  ];
  const dark = parts.flatMap((p) => p.dark);
  const light = parts.flatMap((p) => p.light);
  const lines = [`:root { --site-default-theme: ${appearance.darkMode ? 'dark' : 'light'}; }`];
  if (dark.length) lines.push(`:root { ${dark.join(' ')} }`, `[data-theme='light'] { ${light.join(' ')} }`);
  const custom = sanitizeCustomCss(appearance.customCSS ?? '').trim();
  if (custom) lines.push('/* Site ayarları → Görünüm → Özel CSS */', custom);
  return `${lines.join('\n')}\n`;
}
