import { TIME_ZONE } from '@oyundev/domain';

/** 'YYYY-MM-DD' of a moment in Istanbul — the product's day for streaks, daily views and limits. */
export function istanbulDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
