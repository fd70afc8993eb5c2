import { useEffect, useRef, useState } from 'react';

export type AvailabilityState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'available' }
  | { status: 'taken'; suggestions: string[] }
  /** The check itself failed (network, rate limit): say nothing rather than guess. */
  | { status: 'unknown' };

interface Options<A> {
  /** Whether `value` is worth asking about (long enough, well formed). */
  eligible: boolean;
  /** Pause after the last keystroke before asking (spec accounts §5: 800 ms username, 600 ms e-mail). */
  delay: number;
  check(value: string, signal: AbortSignal): Promise<A>;
  toState(answer: A): AvailabilityState;
}

/**
 * Live availability under a register field: every change goes back to idle at once, and only once typing
 * has paused for `delay` is the server asked; an answer for a value that has since changed is dropped.
 * `now(value)` asks without the pause (a suggestion was picked, not typed).
 */
export function useAvailability<A>(value: string, { eligible, delay, check, toState }: Options<A>) {
  const [state, setState] = useState<AvailabilityState>({ status: 'idle' });
  const immediate = useRef<string | null>(null);
  const checkRef = useRef({ check, toState });
  checkRef.current = { check, toState };

  useEffect(() => {
    setState({ status: 'idle' });
    if (!eligible) return;
    const controller = new AbortController();
    const wait = immediate.current === value ? 0 : delay;
    immediate.current = null;
    const timer = window.setTimeout(() => {
      setState({ status: 'checking' });
      checkRef.current
        .check(value, controller.signal)
        .then((answer) => {
          if (!controller.signal.aborted) setState(checkRef.current.toState(answer));
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: 'unknown' });
        });
    }, wait);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [value, eligible, delay]);

  return {
    state,
    now(next: string) {
      immediate.current = next;
    },
  };
}
