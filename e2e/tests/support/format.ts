/**
 * How the site is expected to print figures, written independently of the site's own helpers so a test
 * catches a wrong formatter instead of repeating it.
 */

const turkishCount = new Intl.NumberFormat('tr-TR');

/** 1247 → '1.247' */
export function trCount(n: number): string {
  return turkishCount.format(n);
}

/**
 * The reputation figure of the user menu, spec §9 'x.xK' / 'x.xM': one decimal, rounded half up, always
 * shown. The spec says 'karma'; the site says 'itibar' everywhere a person reads it.
 */
export function reputationLabel(reputation: number): string {
  const oneDecimal = (v: number) => (Math.round(v * 10) / 10).toFixed(1);
  const abs = Math.abs(Math.round(reputation));
  const sign = reputation < 0 ? '-' : '';
  if (abs >= 999_950) return `${sign}${oneDecimal(abs / 1_000_000)}M itibar`;
  if (abs >= 1000) return `${sign}${oneDecimal(abs / 1000)}K itibar`;
  return `${Math.round(reputation)} itibar`;
}
