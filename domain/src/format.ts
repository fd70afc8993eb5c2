import { LOCALE, TIME_ZONE, type DateInput } from './intl';
import { msg } from './messages';

export { formatNumber } from './intl';

/** Shown instead of 0 where a zero score would be noise (vote columns with `showZero: false`). */
export const ZERO_SCORE_PLACEHOLDER = '–';

/**
 * Compact score: 999 → '999', 1250 → '1.3K', 3_400_000 → '3.4M', 0 → '0' or '–'. Rounding is done
 * before choosing the unit so 999_999 reads '1.0M', not '1000.0K'.
 */
export function formatScore(n: number, options: { showZero?: boolean } = {}): string {
  const showZero = options.showZero ?? true;
  if (!Number.isFinite(n)) return ZERO_SCORE_PLACEHOLDER;
  const rounded = Math.round(n);
  if (rounded === 0) return showZero ? '0' : ZERO_SCORE_PLACEHOLDER;
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  if (abs < 1000) return String(rounded);
  const thousands = Math.round(abs / 100) / 10;
  if (thousands < 1000) return `${sign}${thousands.toFixed(1)}K`;
  const millions = Math.round(abs / 100_000) / 10;
  return `${sign}${millions.toFixed(1)}M`;
}

/** 0.125 → '%12,5' (Turkish puts the sign first). */
export function formatPercent(ratio: number, maximumFractionDigits = 1): string {
  return numberFormatter({ style: 'percent', maximumFractionDigits }).format(ratio);
}

/** 10_485_760 → '10 MB'. */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${numberFormatter({ maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/*
 * Formatters are made once per set of options and kept: building an Intl formatter costs far more than using one
 * (a topic page formats a date per reply, and the browser profile showed formatDate among its heaviest calls).
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

const dateFormatter = (locale: string, options: Intl.DateTimeFormatOptions) =>
  kept(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

const numberFormatter = (options: Intl.NumberFormatOptions) =>
  kept(`number ${JSON.stringify(options)}`, () => new Intl.NumberFormat(LOCALE, options));

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Dates always in Istanbul time so build-time HTML and the browser agree. Invalid input gives ''. */
export function formatDate(value: DateInput, options?: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  if (!date) return '';
  return (options ? undefined : writtenDate(date, 'long')) ?? intlDate(date, options ?? { day: 'numeric', month: 'long', year: 'numeric' });
}

/** '22.11.2025' */
export function formatDateNumeric(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  return writtenDate(date, 'numeric') ?? intlDate(date, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** '22 Kasım 2025 14:05' */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  return (
    writtenDate(date, 'longTime') ?? intlDate(date, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' })
  );
}

const intlDate = (date: Date, options: Intl.DateTimeFormatOptions) =>
  dateFormatter(LOCALE, { timeZone: TIME_ZONE, ...options }).format(date);

/** Istanbul has kept UTC+3 all year since 7 September 2016 (no return from summer time). */
const FIXED_OFFSET_SINCE = Date.UTC(2016, 8, 7);
const ISTANBUL_OFFSET_MS = 3 * 60 * 60_000;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The three date forms above, written here as Intl writes them for tr-TR in Istanbul (format.test compares them):
 * like the number formatter (intl.ts), the first Intl date formatter of a page loads the locale's data — on the
 * site a long task of the page's hydration, where every card's date is printed. Dates before the offset was fixed
 * (and years past 9999) are left to Intl.
 */
function writtenDate(date: Date, form: 'long' | 'numeric' | 'longTime'): string | undefined {
  const time = date.getTime();
  if (time < FIXED_OFFSET_SINCE) return undefined;
  const local = new Date(time + ISTANBUL_OFFSET_MS);
  const year = local.getUTCFullYear();
  if (year > 9999) return undefined;
  const day = local.getUTCDate();
  const month = local.getUTCMonth() + 1;
  if (form === 'numeric') return `${twoDigits(day)}.${twoDigits(month)}.${year}`;
  const long = `${day} ${msg(`month.long.${month}` as 'month.long.1')} ${year}`;
  return form === 'long' ? long : `${long} ${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`;
}

/**
 * The calendar day in Istanbul as 'YYYY-MM-DD': the unit of streaks, "today's points", daily
 * page-view rows and export file names. Using UTC days would end a Turkish member's day at 03:00.
 */
export function dayKey(value: DateInput, timeZone: string = TIME_ZONE): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = dateFormatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Admin export file name: 'reports_2025-11-22.json'. */
export function exportFileName(kind: 'reports' | 'analytics', at: DateInput = Date.now()): string {
  return `${kind}_${dayKey(at)}.json`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Elapsed milliseconds; future timestamps (clock skew between server and browser) count as now. */
function elapsed(value: DateInput, now: DateInput): number | null {
  const date = toDate(value);
  const current = toDate(now);
  if (!date || !current) return null;
  return Math.max(0, current.getTime() - date.getTime());
}

/**
 * Compact age for cards: 'şimdi' under 2 minutes, then '5dk', '3sa', '1g'…'6g', weeks '1h'…'4h'
 * under 30 days, then months '1ay', '2ay'…
 */
export function relativeTimeShort(value: DateInput, now: DateInput = Date.now()): string {
  const ms = elapsed(value, now);
  if (ms === null) return '';
  const minutes = Math.floor(ms / MINUTE);
  if (minutes < 2) return msg('time.now');
  if (minutes < 60) return msg('time.short.minutes', { n: minutes });
  const hours = Math.floor(ms / HOUR);
  if (hours < 24) return msg('time.short.hours', { n: hours });
  const days = Math.floor(ms / DAY);
  if (days < 7) return msg('time.short.days', { n: days });
  if (days < 30) return msg('time.short.weeks', { n: Math.floor(days / 7) });
  return msg('time.short.months', { n: Math.floor(days / 30) });
}

/** 'az önce' under an hour, 'X saat önce', 'X gün önce' up to 7 days, then '22.11.2025'. */
export function relativeTimeAgo(value: DateInput, now: DateInput = Date.now()): string {
  const ms = elapsed(value, now);
  if (ms === null) return '';
  const hours = Math.floor(ms / HOUR);
  if (hours < 1) return msg('time.justNow');
  if (hours < 24) return msg('time.hoursAgo', { n: hours });
  const days = Math.floor(ms / DAY);
  if (days <= 7) return msg('time.daysAgo', { n: days });
  return formatDateNumeric(value);
}

/**
 * 'şimdi' under a minute, 'X dakika önce', 'X saat önce', 'dün', 'X gün önce' up to 6 days, then
 * the full date ('22 Kasım 2025').
 */
export function relativeTimeCalendar(value: DateInput, now: DateInput = Date.now()): string {
  const ms = elapsed(value, now);
  if (ms === null) return '';
  const minutes = Math.floor(ms / MINUTE);
  if (minutes < 1) return msg('time.now');
  if (minutes < 60) return msg('time.minutesAgo', { n: minutes });
  const hours = Math.floor(ms / HOUR);
  if (hours < 24) return msg('time.hoursAgo', { n: hours });
  const days = Math.floor(ms / DAY);
  if (days === 1) return msg('time.yesterday');
  if (days <= 6) return msg('time.daysAgo', { n: days });
  return formatDate(value);
}
