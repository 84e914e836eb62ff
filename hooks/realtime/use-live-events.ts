import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveEventsUrl, type LiveMessage } from '@/services/realtime';
import { applyLiveMessage } from './apply-live-message';
import { useLiveStore, watchedKey } from './live-store';

/**
 * The tab's one live stream (mounted once, for signed-in users): follows the user's topic and
 * the tickets the page watches, and reopens with the last id when that list changes, so nothing
 * falls between the two streams. The browser reconnects by itself after a drop.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const key = useLiveStore(watchedKey);
  const openSource = useLiveStore((s) => s.openSource);
  const lastId = useRef<string | undefined>(undefined);
  useEffect(() => {
    const tickets = key ? key.split(',').map(Number) : [];
    const source = openSource(liveEventsUrl(tickets, lastId.current));
    if (!source) return;
    source.onmessage = (event: MessageEvent<string>) => {
      if (event.lastEventId) lastId.current = event.lastEventId;
      let message: LiveMessage;
      try {
        message = JSON.parse(event.data) as LiveMessage;
      } catch {
        return;
      }
      applyLiveMessage(queryClient, message);
    };
    return () => source.close();
  }, [key, openSource, queryClient]);
}

/** The ticket page follows its ticket while it is shown. */
export function useLiveTicket(ticketId: number | undefined): void {
  const watchTicket = useLiveStore((s) => s.watchTicket);
  useEffect(() => (ticketId ? watchTicket(ticketId) : undefined), [ticketId, watchTicket]);
}
