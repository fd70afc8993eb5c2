import { useCallback, useEffect, useState } from 'react';
import { SETTINGS_MESSAGE_MS } from '@oyundev/domain';

export interface TimedMessage {
  tone: 'success' | 'error';
  text: string;
}

/** A settings note that disappears after SETTINGS_MESSAGE_MS (spec accounts §2: 5 s). */
export function useTimedMessage() {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), SETTINGS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  const show = useCallback((tone: TimedMessage['tone'], text: string) => setMessage({ tone, text }), []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}
