import { dayKey } from '../format';
import { EMPTY_STREAK, addDays, advanceDailyStreak, dailyStreakOf, periodIndex, periodStreakOf, runningDailyStreak } from '../streaks';

/** Consecutive days from `start`, skipping the offsets in `missing`. */
const run = (start: string, length: number, missing: number[] = []) =>
  Array.from({ length }, (_, i) => i)
    .filter((i) => !missing.includes(i))
    .map((i) => addDays(start, i));

describe('daily streak', () => {
  it('counts consecutive active days and keeps the best run', () => {
    expect(dailyStreakOf(run('2026-03-01', 5))).toEqual({ current: 5, best: 5, lastDay: '2026-03-05', freezeDay: null });
    const broken = dailyStreakOf([...run('2026-03-01', 5), ...run('2026-03-10', 2)]);
    expect(broken).toMatchObject({ current: 2, best: 5, lastDay: '2026-03-11' });
  });

  it('ignores duplicates and days before the last one', () => {
    const state = dailyStreakOf(run('2026-03-01', 3));
    expect(advanceDailyStreak(state, '2026-03-03')).toBe(state);
    expect(advanceDailyStreak(state, '2026-02-20')).toBe(state);
    expect(dailyStreakOf(['2026-03-02', '2026-03-01', '2026-03-02'])).toMatchObject({ current: 2 });
  });

  it('forgives one missed day (a freeze), not counting it as active', () => {
    const state = dailyStreakOf(run('2026-03-01', 6, [3])); // 1,2,3,_,5,6
    expect(state).toEqual({ current: 5, best: 5, lastDay: '2026-03-06', freezeDay: '2026-03-04' });
  });

  it('forgives only one missed day a week', () => {
    // missed the 4th (frozen) and the 8th: 4 days later, no freeze left → the streak starts again
    const state = dailyStreakOf(run('2026-03-01', 10, [3, 7]));
    expect(state).toMatchObject({ current: 2, best: 6, freezeDay: '2026-03-04' });
    // a week after the first freeze, the next missed day is forgiven again
    const later = dailyStreakOf(run('2026-03-01', 14, [3, 10]));
    expect(later).toMatchObject({ current: 12, best: 12, freezeDay: '2026-03-11' });
  });

  it('never forgives two missed days in a row', () => {
    expect(dailyStreakOf(run('2026-03-01', 6, [2, 3]))).toMatchObject({ current: 2, best: 2, freezeDay: null });
  });

  it('is running today, yesterday, or frozen when only yesterday was missed', () => {
    const state = dailyStreakOf(run('2026-03-01', 4)); // last 2026-03-04
    expect(runningDailyStreak(state, '2026-03-04')).toEqual({ current: 4, frozen: false });
    expect(runningDailyStreak(state, '2026-03-05')).toEqual({ current: 4, frozen: false });
    expect(runningDailyStreak(state, '2026-03-06')).toEqual({ current: 4, frozen: true });
    expect(runningDailyStreak(state, '2026-03-07')).toEqual({ current: 0, frozen: false });
    expect(runningDailyStreak(EMPTY_STREAK, '2026-03-07')).toEqual({ current: 0, frozen: false });
  });

  it('is not frozen again within a week of the last freeze', () => {
    const state = dailyStreakOf(run('2026-03-01', 6, [3])); // frozen 03-04, last 03-06
    expect(runningDailyStreak(state, '2026-03-08')).toEqual({ current: 0, frozen: false });
  });
});

describe('Istanbul midnight', () => {
  it('ends the day at 00:00 in Istanbul (21:00 UTC), not at UTC midnight', () => {
    expect(dayKey('2026-03-01T20:59:59Z')).toBe('2026-03-01');
    expect(dayKey('2026-03-01T21:00:00Z')).toBe('2026-03-02');
    // 23:30 and 00:30 Istanbul are two days in a row: the streak goes on
    const days = ['2026-03-01T20:30:00Z', '2026-03-01T21:30:00Z'].map((at) => dayKey(at));
    expect(dailyStreakOf(days)).toMatchObject({ current: 2 });
    // 00:30 and 23:30 UTC of one UTC day are one Istanbul day apart only once it is past 21:00 UTC
    expect(dailyStreakOf(['2026-03-01T00:30:00Z', '2026-03-01T20:30:00Z'].map((at) => dayKey(at)))).toMatchObject({ current: 1 });
  });
});

describe('weekly and monthly streaks', () => {
  it('numbers ISO weeks from Monday', () => {
    expect(periodIndex('2026-03-01', 'weekly')).toBe(periodIndex('2026-02-23', 'weekly')); // Sunday, its Monday
    expect(periodIndex('2026-03-02', 'weekly')).toBe(periodIndex('2026-03-01', 'weekly') + 1); // Monday
    expect(periodIndex('2026-01-01', 'monthly')).toBe(periodIndex('2025-12-31', 'monthly') + 1);
  });

  it('counts consecutive weeks with activity, running in this or the last week', () => {
    const days = ['2026-02-10', '2026-02-17', '2026-02-24', '2026-03-04'];
    expect(periodStreakOf(days, 'weekly', '2026-03-05')).toEqual({ current: 4, best: 4 });
    expect(periodStreakOf(days, 'weekly', '2026-03-12')).toEqual({ current: 4, best: 4 });
    expect(periodStreakOf(days, 'weekly', '2026-03-16')).toEqual({ current: 0, best: 4 });
  });

  it('counts consecutive months', () => {
    const days = ['2025-11-30', '2025-12-01', '2026-01-15', '2026-03-01'];
    expect(periodStreakOf(days, 'monthly', '2026-03-20')).toEqual({ current: 1, best: 3 });
    expect(periodStreakOf([], 'monthly', '2026-03-20')).toEqual({ current: 0, best: 0 });
  });
});
