import { useCallback, useEffect, useRef } from 'react';
import { sharePresence } from '@/services/realtime';

/** At most one `typing` per this many ms while the agent types (the server's limit: 40 a minute). */
export const TYPING_EVERY_MS = 3_000;

/**
 * For the reply box of staff who may answer: returns the callback to call on every keystroke;
 * it tells the ticket's other staff at most every 3 s, and says `left` when the box goes away
 * after typing. Failures are ignored: presence is a courtesy, never in the way of the answer.
 */
export function useTypingPresence(ticketId: number, enabled: boolean): () => void {
  const lastSent = useRef(0);
  useEffect(() => {
    if (!enabled) return;
    return () => {
      if (lastSent.current > 0) void sharePresence(ticketId, 'left').catch(() => undefined);
      lastSent.current = 0;
    };
  }, [ticketId, enabled]);
  return useCallback(() => {
    const now = Date.now();
    if (!enabled || now - lastSent.current < TYPING_EVERY_MS) return;
    lastSent.current = now;
    void sharePresence(ticketId, 'typing').catch(() => undefined);
  }, [ticketId, enabled]);
}
