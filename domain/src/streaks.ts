/**
 * Streaks (forum spec §3 "Gamification", §9 streak types daily, weekly, monthly), from the Istanbul days
 * ('YYYY-MM-DD', `dayKey`) on which a member did something themselves (ACTIVE_TYPES). Pure, so the ledger
 * (one day at a time), the recount (every day at once) and the profile (is it still running?) agree.
 *
 * Daily: consecutive active days. One missed day a week is forgiven — a streak freeze, Duolingo-style: a
 * single-day gap keeps the streak running when no other freeze was used in the 7 days before it. The frozen
 * day is not counted as active (the streak length is the active days of the run).
 * Weekly: consecutive ISO weeks (Monday to Sunday) with activity. Monthly: consecutive calendar months.
 */

export interface DailyStreak {
  /** Active days of the run that ends on `lastDay`. */
  current: number;
  best: number;
  lastDay: string | null;
  /** The most recent forgiven (frozen) day, if any. */
  freezeDay: string | null;
}

export const EMPTY_STREAK: DailyStreak = { current: 0, best: 0, lastDay: null, freezeDay: null };

/** Days between the freezes: one per week. */
export const STREAK_FREEZE_EVERY_DAYS = 7;

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** Whole days from `a` to `b` (b − a). */
export const daysBetween = (a: string, b: string) => Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
export const addDays = (day: string, n: number) => new Date(toUtc(day) + n * DAY_MS).toISOString().slice(0, 10);

/** Whether the day between `lastDay` and the day after it may be frozen, given the last freeze. */
function freezeAvailable(freezeDay: string | null, missedDay: string): boolean {
  return freezeDay === null || daysBetween(freezeDay, missedDay) >= STREAK_FREEZE_EVERY_DAYS;
}

/** The streak after the member was active on `day` (days earlier than `lastDay` change nothing). */
export function advanceDailyStreak(state: DailyStreak, day: string): DailyStreak {
  if (state.lastDay !== null && daysBetween(state.lastDay, day) <= 0) return state;
  const gap = state.lastDay === null ? Infinity : daysBetween(state.lastDay, day);
  let { current, freezeDay } = state;
  if (gap === 1) current += 1;
  else if (gap === 2 && current > 0 && freezeAvailable(freezeDay, addDays(day, -1))) {
    current += 1;
    freezeDay = addDays(day, -1);
  } else current = 1;
  return { current, best: Math.max(state.best, current), lastDay: day, freezeDay };
}

/** The streak of a whole history of active days (any order, duplicates allowed). */
export function dailyStreakOf(days: readonly string[]): DailyStreak {
  return [...new Set(days)].sort().reduce(advanceDailyStreak, EMPTY_STREAK);
}

export interface RunningStreak {
  /** The current streak as of `today`: 0 once it is broken. */
  current: number;
  /** Yesterday was missed and is being forgiven: acting today keeps the streak. */
  frozen: boolean;
}

/**
 * Whether the stored streak still runs on `today`: active today or yesterday, or yesterday missed with a
 * freeze available (then `frozen`, shown as such on the profile). Anything older has ended.
 */
export function runningDailyStreak(state: DailyStreak, today: string): RunningStreak {
  if (state.lastDay === null || state.current === 0) return { current: 0, frozen: false };
  const gap = daysBetween(state.lastDay, today);
  if (gap <= 1) return { current: state.current, frozen: false };
  if (gap === 2 && freezeAvailable(state.freezeDay, addDays(today, -1))) return { current: state.current, frozen: true };
  return { current: 0, frozen: false };
}

export type PeriodStreakType = 'weekly' | 'monthly';

/** The index of the ISO week (weeks start on Monday) or month a day falls in; consecutive periods differ by 1. */
export function periodIndex(day: string, type: PeriodStreakType): number {
  if (type === 'monthly') return Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
  const days = Math.round(toUtc(day) / DAY_MS); // 1970-01-01 was a Thursday
  return Math.floor((days + 3) / 7);
}

/** Weekly or monthly streak: consecutive periods with activity; current counts when it reaches this or the last period. */
export function periodStreakOf(days: readonly string[], type: PeriodStreakType, today: string): { current: number; best: number } {
  const periods = [...new Set(days.map((d) => periodIndex(d, type)))].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  let previous = NaN;
  for (const p of periods) {
    run = p === previous + 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = p;
  }
  const now = periodIndex(today, type);
  const current = periods.length > 0 && now - previous <= 1 ? run : 0;
  return { current, best };
}
