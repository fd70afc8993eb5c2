// "First activity of the day" in the seed's history, the way the live ledger writes it (lib/ledger.ts openDay).
import { ACTIVITY_POINTS, isActiveType } from '@oyundev/domain';
import { DAILY_TYPE, DAY_TARGET, dayTargetId } from '../lib/ledger';
import { istanbulDay } from '../lib/time';

interface Line {
  userId: number;
  type: string;
  points: number;
  targetType?: string | null;
  targetId?: number | null;
  occurredAt: Date;
}

/**
 * The lines with one `daily_login` line per member and Istanbul day with an own act (ACTIVE_TYPES), at the day's
 * first act and naming the day (target 'day', YYYYMMDD) — as the live first act writes it, so the UNIQUE index
 * holds and a live act on a seeded day adds none. The seed's streak days (daily_login lines of their own) keep
 * theirs; a second one on a day is dropped. `taken`: member-days that already have their line (an earlier seed
 * step's), filled in as lines are added.
 */
export function withDailyLines<L extends Line>(lines: L[], make: (line: Line) => L, taken = new Set<string>()): L[] {
  const out: L[] = [];
  for (const line of [...lines].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())) {
    const daily = line.type === DAILY_TYPE;
    if (!isActiveType(line.type)) {
      out.push(line);
      continue;
    }
    const day = istanbulDay(line.occurredAt);
    const key = `${line.userId}:${day}`;
    const first = !taken.has(key);
    taken.add(key);
    const dayLine = { targetType: DAY_TARGET, targetId: dayTargetId(day) };
    if (daily) {
      if (first) out.push({ ...line, ...dayLine });
      continue;
    }
    if (first)
      out.push(
        make({ userId: line.userId, type: DAILY_TYPE, points: ACTIVITY_POINTS.daily_login, ...dayLine, occurredAt: line.occurredAt }),
      );
    out.push(line);
  }
  return out;
}

/** The member-days the lines already have a daily line for (for `withDailyLines`' `taken`). */
export function dailyDays(lines: Line[]): Set<string> {
  return new Set(lines.filter((l) => l.type === DAILY_TYPE).map((l) => `${l.userId}:${istanbulDay(l.occurredAt)}`));
}
