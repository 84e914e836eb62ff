import type { PresenceState } from '@/utils/schemas/realtime-codes';

/**
 * Presence (POST /api/tickets/{id}/presence) while the page is going away (a closed tab, a reload,
 * a typed address): React unmounts nothing and axios requests die with the page, so "left" goes
 * as a `keepalive` fetch. Nobody reads the answer.
 */
export function sharePresenceOnUnload(ticketId: number, state: PresenceState): void {
  void fetch(`/helpdesk/api/tickets/${ticketId}/presence`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state }),
  }).catch(() => undefined);
}
