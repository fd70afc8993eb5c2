// WCAG 2.x colour contrast, and a readable text colour ("ink") derived from a brand colour.
// Brand colours (Unity #222c37, JavaScript #f7df1e) are chosen for their logos, not for text on our
// backgrounds; editors pick them freely in the cms, so the readable variant is computed, never hand-listed.

export type Rgb = readonly [number, number, number];

/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

/** '#rgb' or '#rrggbb' (case-insensitive) → [r, g, b] 0–255; null for anything else. */
export function parseHex(value: string | null | undefined): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!m) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function linear(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}
/** The sRGB channel curve of every whole channel value, worked out once (readableInk asks it thousands of times). */
const LINEAR = Array.from({ length: 256 }, (_, c) => linear(c));
const channel = (c: number) => (Number.isInteger(c) && c >= 0 && c <= 255 ? LINEAR[c]! : linear(c));

/** WCAG relative luminance, 0 (black) – 1 (white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two luminances. */
function luminanceRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** WCAG contrast ratio of two opaque colours, 1–21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  return luminanceRatio(relativeLuminance(a), relativeLuminance(b));
}

/** `amount` of `top` over `base` (0 = base, 1 = top), as CSS `color-mix(in srgb, top amount, base)`. */
export function mixRgb(top: Rgb, base: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => base[i] + (top[i] - base[i]) * amount) as unknown as Rgb;
}

/**
 * The colour closest to `color` that reaches `minRatio` against every one of `backgrounds`: the colour
 * itself when it already does, else mixed towards black or white — whichever side of the backgrounds
 * can reach the ratio — in small steps, so the hue stays recognisable.
 */
export function readableInk(color: string, backgrounds: readonly string[], minRatio = AA_TEXT_CONTRAST): string {
  const rgb = parseHex(color);
  const bgs = backgrounds.map(parseHex).filter((b): b is Rgb => b !== null);
  if (!rgb || bgs.length === 0) throw new Error(`readableInk: not a hex colour (${color} on ${backgrounds.join(', ')})`);
  const bgLuminances = bgs.map(relativeLuminance);
  const worst = (c: Rgb) => {
    const l = relativeLuminance(c);
    return Math.min(...bgLuminances.map((b) => luminanceRatio(l, b)));
  };
  if (worst(rgb) >= minRatio) return toHex(rgb);
  const black: Rgb = [0, 0, 0];
  const white: Rgb = [255, 255, 255];
  const towards = worst(black) >= worst(white) ? black : white;
  for (let step = 1; step <= 100; step += 1) {
    const candidate = mixRgb(towards, rgb, step / 100);
    if (worst(candidate.map(Math.round) as unknown as Rgb) >= minRatio) return toHex(candidate);
  }
  return toHex(towards);
}
