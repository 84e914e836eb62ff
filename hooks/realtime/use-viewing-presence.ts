import { useEffect } from 'react';
import { sharePresence } from '@/services/realtime';
// Its own module: the ticket page's first load carries services/realtime, not this (docs/ticket-tools.md).
import { sharePresenceOnUnload } from '@/services/presence-on-unload';
import { useLiveStore } from './live-store';

/** How often an open ticket says "still viewing" (browsers forget a viewer after VIEWING_TTL_MS). */
export const VIEWING_EVERY_MS = 20_000;
/** A newcomer hears the ones already there at once: each answers a new viewer, at most this often. */
const ANSWER_EVERY_MS = 3_000;

/**
 * For staff with a ticket open: tells the ticket's other staff "viewing" on arrival and every 20 s,
 * answers a colleague who just arrived (so both know of each other without waiting), and says
 * `left` when the page goes away (unmounted, or the tab closed or navigated: `pagehide`).
 * Failures are ignored: presence is a courtesy.
 */
export function useViewingPresence(ticketId: number, enabled: boolean, myId: number | null): void {
  useEffect(() => {
    if (!enabled) return;
    let lastSent = 0;
    const send = () => {
      lastSent = Date.now();
      void sharePresence(ticketId, 'viewing').catch(() => undefined);
    };
    send();
    const timer = setInterval(send, VIEWING_EVERY_MS);
    let known = new Set(Object.keys(useLiveStore.getState().presence[ticketId] ?? {}));
    const unsubscribe = useLiveStore.subscribe((s) => {
      const heard = Object.keys(s.presence[ticketId] ?? {});
      const newcomer = heard.some((id) => !known.has(id) && Number(id) !== myId);
      known = new Set(heard);
      if (newcomer && Date.now() - lastSent >= ANSWER_EVERY_MS) send();
    });
    const onPageHide = () => sharePresenceOnUnload(ticketId, 'left');
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(timer);
      unsubscribe();
      window.removeEventListener('pagehide', onPageHide);
      void sharePresence(ticketId, 'left').catch(() => undefined);
    };
  }, [ticketId, enabled, myId]);
}
