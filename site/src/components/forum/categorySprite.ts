// The category icons as one SVG sprite, written into public/ by the build (gatsby-node's onPreBootstrap). A page
// draws an icon with <use href="/category-icons.svg#key"> (./CategoryIcon.tsx): the paths of 28 icons and the
// icon libraries' code (about 7 KB gzip) then stay out of the forum, category, topic and home pages' script, and
// the browser fetches the drawings once for every page.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CATEGORY_ICON_KEYS } from '@oyundev/domain';
import { BRAND, GENERIC } from './categoryGlyphs';

/** Lucide's stroke style, set once on each symbol's group (its <svg> carries it, which a symbol has not). */
const STROKE = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

function symbolOf(key: string): string {
  const brand = BRAND[key as keyof typeof BRAND];
  if (brand) return `<symbol id="${key}" viewBox="0 0 24 24"><path fill="currentColor" d="${brand.path}"/></symbol>`;
  const Generic = GENERIC[key as keyof typeof GENERIC];
  if (!Generic) throw new Error(`category icon "${key}" has no drawing in categoryGlyphs.ts`);
  const svg = renderToStaticMarkup(createElement(Generic, { size: 24, strokeWidth: 2 }));
  const inner = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
  return `<symbol id="${key}" viewBox="0 0 24 24"><g ${STROKE}>${inner}</g></symbol>`;
}

/** The sprite's text: one <symbol> per category icon key, its id the key. */
export function categorySprite(): string {
  const symbols = CATEGORY_ICON_KEYS.map(symbolOf).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>\n`;
}
