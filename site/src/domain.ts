/**
 * The site's single doorway to shared rules. TEMPORARY: reads domain sources by path and fills in what
 * the domain package does not export yet; becomes `export * from '@oyundev/domain'` once it does.
 */
export { roleLabel, hasRole, isPremium, isModerator, isAdmin, showsAds } from '../../domain/src/roles';
export { formatNumber, LOCALE, TIME_ZONE } from '../../domain/src/intl';
import { LOCALE, TIME_ZONE } from '../../domain/src/intl';
import { t } from './i18n';

/** 1000+ → '1.2K', 1,000,000+ → '1.2M'; zero is a dash unless showZero. */
export function formatScore(n: number, options: { showZero?: boolean } = {}): string {
  const { showZero = true } = options;
  if (n === 0 && !showZero) return '-';
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}${trim1(abs / 1_000_000)}M`;
  if (abs >= 1000) return `${sign}${trim1(abs / 1000)}K`;
  return String(n);
}

function trim1(v: number): string {
  return (Math.floor(v * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

/** Card style: şimdi, 5dk, 3sa, 2g, 3h, 4ay. */
export function relativeTimeShort(date: string | Date, now: Date = new Date()): string {
  const diff = Math.max(0, now.getTime() - new Date(date).getTime());
  const min = diff / 60_000;
  if (min < 2) return t('time.now');
  if (min < 60) return t('time.short.minutes', { n: String(Math.floor(min)) });
  const hours = min / 60;
  if (hours < 24) return t('time.short.hours', { n: String(Math.floor(hours)) });
  const days = hours / 24;
  if (days < 7) return t('time.short.days', { n: String(Math.floor(days)) });
  if (days < 30) return t('time.short.weeks', { n: String(Math.floor(days / 7)) });
  return t('time.short.months', { n: String(Math.floor(days / 30)) });
}

const dateFormatter = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
const dateTimeFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatDate(date: string | Date): string {
  return dateFormatter.format(new Date(date));
}

export function formatDateTime(date: string | Date): string {
  return dateTimeFormatter.format(new Date(date));
}

/** Plain-text cut at `max` characters on a word boundary, with an ellipsis. */
export function excerpt(text: string, max: number): string {
  const plain = text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_~|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Up to `size` consecutive page numbers centred on the current page. */
export function pageWindow(current: number, pageCount: number, size = 7): number[] {
  if (pageCount <= 0) return [];
  const count = Math.min(size, pageCount);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
