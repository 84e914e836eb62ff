import type { PresenceState } from '@/utils/schemas/realtime-codes';
import { api } from './api';

/** What the stream sends in each event's `data:` (server/realtime/sse-frames.ts). */
export interface LiveMessage {
  topic: string;
  type: string;
  data: Record<string, unknown>;
}

/**
 * GET /api/events for these tickets (the user's own topic is always in). `lastEventId` carries
 * the last id over when the page reopens the stream for another ticket list; the browser's own
 * reconnects send it as the Last-Event-ID header.
 */
export function liveEventsUrl(ticketIds: number[], lastEventId?: string, jobs = false): string {
  const query = new URLSearchParams();
  if (ticketIds.length > 0) query.set('tickets', ticketIds.join(','));
  if (jobs) query.set('jobs', 'true');
  if (lastEventId) query.set('lastEventId', lastEventId);
  const search = query.toString();
  return `/helpdesk/api/events${search ? `?${search}` : ''}`;
}

/** "Sedang mengetik" and friends for a ticket's other staff (POST /api/tickets/{id}/presence). */
export async function sharePresence(ticketId: number, state: PresenceState): Promise<void> {
  await api.post(`/tickets/${ticketId}/presence`, { state });
}
