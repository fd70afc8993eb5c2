import { TIME_ZONE } from '@oyundev/domain';

// Made once: a new Intl.DateTimeFormat loads its time zone and locale data each time (2% of the cms's CPU under the
// bench's replies, where every write asks for the member's day twice).
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD' of a moment in Istanbul — the product's day for streaks, daily views and limits. */
export function istanbulDay(at: Date): string {
  return dayFormat.format(at);
}
