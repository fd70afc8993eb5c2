import { useHydrated } from '../../hooks/useHydrated';
import { formatDate, formatDateTime, relativeTimeShort } from '@oyundev/domain';

/**
 * Relative age ('3sa') once hydrated; the build-time HTML carries the calendar date, which does not go
 * stale and matches the first client render.
 */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={date} title={formatDateTime(date)} className={className}>
      {hydrated ? relativeTimeShort(date) : formatDate(date)}
    </time>
  );
}
