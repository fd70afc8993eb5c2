import {
  ZERO_SCORE_PLACEHOLDER,
  dayKey,
  exportFileName,
  formatDate,
  formatDateNumeric,
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatPercent,
  formatScore,
  relativeTimeAgo,
  relativeTimeCalendar,
  relativeTimeShort,
} from '../format';

const NOW = new Date('2025-06-15T12:00:00Z');
const ago = ({ d = 0, h = 0, m = 0, s = 0 }: { d?: number; h?: number; m?: number; s?: number }) =>
  new Date(NOW.getTime() - (((d * 24 + h) * 60 + m) * 60 + s) * 1000);

describe('formatScore', () => {
  test.each([
    [999, '999'],
    [1000, '1.0K'],
    [1249, '1.2K'],
    [1250, '1.3K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    [999_999, '1.0M'],
    [1_000_000, '1.0M'],
    [3_400_000, '3.4M'],
    [-1500, '-1.5K'],
    [-3, '-3'],
    [42, '42'],
  ])('%p → %p', (n, text) => {
    expect(formatScore(n)).toBe(text);
  });
  test('zero is 0 by default and a dash with showZero off', () => {
    expect(formatScore(0)).toBe('0');
    expect(formatScore(0, { showZero: true })).toBe('0');
    expect(formatScore(0, { showZero: false })).toBe('–');
    expect(ZERO_SCORE_PLACEHOLDER).toBe('–');
    expect(formatScore(5, { showZero: false })).toBe('5');
  });
});

describe('Turkish numbers', () => {
  test('formatNumber prints whole numbers as Intl does for tr-TR, and the rest through Intl', () => {
    const intl = new Intl.NumberFormat('tr-TR');
    const samples = [0, 1, 999, 1000, -1000, 99999, 100000, 123456789, -987654321, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    for (let n = 7, i = 0; i < 2000; i++) samples.push((n = (n * 48271) % 2147483647) * (i % 2 ? -1 : 1) * 10 ** (i % 5));
    for (const n of samples) expect(formatNumber(n)).toBe(intl.format(n));
    for (const n of [1.5, -0, 1234.56, NaN, Infinity, 2 ** 60]) expect(formatNumber(n)).toBe(intl.format(n));
  });
  test('formatNumber groups with dots', () => {
    expect(formatNumber(1247)).toBe('1.247');
    expect(formatNumber(3456789)).toBe('3.456.789');
    expect(formatNumber(12)).toBe('12');
  });
  test('formatPercent puts the sign first', () => {
    expect(formatPercent(0.125)).toBe('%12,5');
    expect(formatPercent(-0.05)).toBe('-%5');
  });
  test('formatFileSize', () => {
    expect(formatFileSize(500)).toBe('500 B');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(200 * 1024 * 1024)).toBe('200 MB');
  });
});

describe('dates in Istanbul time', () => {
  // 22:30 UTC is already the next day in Istanbul (UTC+3).
  const lateUtc = '2025-06-15T22:30:00Z';
  test('formatDate, numeric and with time', () => {
    expect(formatDate(lateUtc)).toBe('16 Haziran 2025');
    expect(formatDateNumeric(lateUtc)).toBe('16.06.2025');
    expect(formatDateTime(lateUtc)).toBe('16 Haziran 2025 01:30');
    expect(formatDate('not a date')).toBe('');
  });
  test('the written forms are what Intl prints for tr-TR in Istanbul, and older dates go through Intl', () => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', ...options });
    const long = intl({ day: 'numeric', month: 'long', year: 'numeric' });
    const numeric = intl({ day: '2-digit', month: '2-digit', year: 'numeric' });
    const withTime = intl({ day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
    const from = Date.UTC(2016, 8, 7);
    const to = Date.UTC(2045, 0, 1);
    // Every month's ends and midnights in Istanbul, and random instants across the years.
    const dates: Date[] = [];
    for (let month = 0; month < 12 * 3; month++) {
      const first = Date.UTC(2024 + Math.floor(month / 12), month % 12, 1);
      for (const shift of [-3 * 3600_000 - 1, -3 * 3600_000, 0, -60_000]) dates.push(new Date(first + shift));
    }
    let seed = 7;
    for (let i = 0; i < 3000; i++) {
      seed = (seed * 48271) % 2147483647;
      dates.push(new Date(from + (seed / 2147483647) * (to - from)));
    }
    for (const date of dates) {
      expect(formatDate(date)).toBe(long.format(date));
      expect(formatDateNumeric(date)).toBe(numeric.format(date));
      expect(formatDateTime(date)).toBe(withTime.format(date));
    }
    const old = new Date('2015-07-01T21:30:00Z'); // summer time then: UTC+3; in winter UTC+2
    expect(formatDateTime(old)).toBe(withTime.format(old));
    expect(formatDateTime('2016-01-10T22:30:00Z')).toBe('11 Ocak 2016 00:30');
    expect(formatDate(lateUtc, { month: 'long', year: 'numeric' })).toBe('Haziran 2025');
  });
  test('dayKey is the Istanbul calendar day', () => {
    expect(dayKey(lateUtc)).toBe('2025-06-16');
    expect(dayKey('2025-06-15T20:59:59Z')).toBe('2025-06-15');
    expect(dayKey(lateUtc, 'UTC')).toBe('2025-06-15');
    expect(exportFileName('reports', lateUtc)).toBe('reports_2025-06-16.json');
    expect(exportFileName('analytics', NOW)).toBe('analytics_2025-06-15.json');
  });
});

describe('relativeTimeShort', () => {
  test.each([
    [{ s: 0 }, 'şimdi'],
    [{ s: 119 }, 'şimdi'],
    [{ m: 2 }, '2dk'],
    [{ m: 59 }, '59dk'],
    [{ h: 1 }, '1sa'],
    [{ h: 23, m: 59 }, '23sa'],
    [{ d: 1 }, '1g'],
    [{ d: 6, h: 23 }, '6g'],
    [{ d: 7 }, '1h'],
    [{ d: 29 }, '4h'],
    [{ d: 30 }, '1ay'],
    [{ d: 65 }, '2ay'],
  ])('%o → %s', (age, text) => {
    expect(relativeTimeShort(ago(age), NOW)).toBe(text);
  });
  test('a timestamp in the future reads as now; garbage reads as nothing', () => {
    expect(relativeTimeShort(new Date(NOW.getTime() + 60_000), NOW)).toBe('şimdi');
    expect(relativeTimeShort('garbage', NOW)).toBe('');
  });
});

describe('relativeTimeAgo', () => {
  test.each([
    [{ m: 59 }, 'az önce'],
    [{ h: 1 }, '1 saat önce'],
    [{ h: 23 }, '23 saat önce'],
    [{ d: 1 }, '1 gün önce'],
    [{ d: 7, h: 23 }, '7 gün önce'],
    [{ d: 8 }, '07.06.2025'],
  ])('%o → %s', (age, text) => {
    expect(relativeTimeAgo(ago(age), NOW)).toBe(text);
  });
});

describe('relativeTimeCalendar', () => {
  test.each([
    [{ s: 59 }, 'şimdi'],
    [{ m: 1 }, '1 dakika önce'],
    [{ m: 59 }, '59 dakika önce'],
    [{ h: 2 }, '2 saat önce'],
    [{ h: 24 }, 'dün'],
    [{ h: 47 }, 'dün'],
    [{ d: 2 }, '2 gün önce'],
    [{ d: 6 }, '6 gün önce'],
    [{ d: 7 }, '8 Haziran 2025'],
  ])('%o → %s', (age, text) => {
    expect(relativeTimeCalendar(ago(age), NOW)).toBe(text);
  });
});
