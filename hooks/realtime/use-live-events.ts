import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { liveEventsUrl, type LiveMessage } from '@/services/realtime';
import { can } from '@/utils/permissions';
import { applyLiveMessage } from './apply-live-message';
import { useLiveStore, watchedKey } from './live-store';

/** EventSource.CLOSED: the browser gave up (an answer other than 200, e.g. 429 or 401). */
const CLOSED = 2;
/** Then the stream is opened again after this long (the browser retries only dropped streams). */
export const REOPEN_AFTER_MS = 15_000;

/**
 * The tab's one live stream (mounted once, for signed-in users): follows the user's topic, the
 * tickets the page watches and, while shown, background jobs; it reopens with the last id when
 * that list changes, so nothing falls between the two streams. The browser reconnects by itself
 * after a drop.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const key = useLiveStore(watchedKey);
  const jobs = useLiveStore((s) => s.jobWatchers > 0);
  const openSource = useLiveStore((s) => s.openSource);
  const lastId = useRef<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const tickets = key ? key.split(',').map(Number) : [];
    const source = openSource(liveEventsUrl(tickets, lastId.current, jobs));
    if (!source) return;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    source.onerror = () => {
      if (source.readyState === CLOSED && !reopen) reopen = setTimeout(() => setAttempt((n) => n + 1), REOPEN_AFTER_MS);
    };
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
    return () => {
      clearTimeout(reopen);
      source.close();
    };
  }, [key, jobs, openSource, queryClient, attempt]);
}

/** The ticket page follows its ticket while it is shown. */
export function useLiveTicket(ticketId: number | undefined): void {
  const watchTicket = useLiveStore((s) => s.watchTicket);
  useEffect(() => (ticketId ? watchTicket(ticketId) : undefined), [ticketId, watchTicket]);
}

/** Pages showing background jobs follow them while shown, for those who may run them (else the stream would be refused). */
export function useLiveJobs(): void {
  const user = useCurrentUser();
  const watchJobs = useLiveStore((s) => s.watchJobs);
  const allowed = can(user, 'manage-personnel-jobs');
  useEffect(() => (allowed ? watchJobs() : undefined), [allowed, watchJobs]);
}
