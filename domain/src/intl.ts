// One locale and one time zone for every string we render. Pinning the zone (instead of the process or
// browser default) makes Gatsby's build-time HTML and the browser's hydration print the same date, and
// keeps tests independent of the machine's TZ.
/** Anything `new Date()` accepts: a Date, an ISO string from the API, or epoch milliseconds. */
export type DateInput = Date | string | number;

export const LOCALE = 'tr-TR';
export const TIME_ZONE = 'Europe/Istanbul';

const numberFormatter = new Intl.NumberFormat(LOCALE);

/** 1247 → '1.247' (Turkish grouping). */
export function formatNumber(n: number): string {
  return numberFormatter.format(n);
}

/** Lowercase the way a Turkish reader expects: 'İ' → 'i', 'I' → 'ı'. */
export function lowerTr(s: string): string {
  return s.toLocaleLowerCase(LOCALE);
}

/** The WHATWG URL parser, global in every runtime domain runs in (Node, browsers) though lib ES2020 does not declare it. */
export const WhatwgURL = (
  globalThis as unknown as { URL: new (url: string, base?: string) => { origin: string; protocol: string; hostname: string } }
).URL;
