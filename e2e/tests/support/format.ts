/**
 * How the site is expected to print figures, written independently of the site's own helpers so a test
 * catches a wrong formatter instead of repeating it.
 */

const turkishCount = new Intl.NumberFormat('tr-TR');

/** 1247 → '1.247' */
export function trCount(n: number): string {
  return turkishCount.format(n);
}

/** The karma figure of the user menu: 1000+ as '1.2K', a million+ as '1.2M' (one decimal, cut, not rounded). */
export function karma(reputation: number): string {
  const cut = (v: number) => (Math.floor(v * 10) / 10).toFixed(1).replace(/\.0$/, '');
  const abs = Math.abs(reputation);
  const sign = reputation < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}${cut(abs / 1_000_000)}M karma`;
  if (abs >= 1000) return `${sign}${cut(abs / 1000)}K karma`;
  return `${reputation} karma`;
}
