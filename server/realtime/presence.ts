import { publishLive } from './bus';
import type { PresenceState } from '@/utils/schemas/realtime';
import { ticketStaffTopic } from './topics';

/**
 * "Budi sedang mengetik...": published to the ticket's staff topic and never stored; browsers
 * forget it a few seconds after the last repeat.
 */
export function publishPresence(p: { ticketId: number; userId: number; name: string; state: PresenceState }): void {
  publishLive([{ id: null, topic: ticketStaffTopic(p.ticketId), type: 'presence', data: { ticketId: p.ticketId, userId: p.userId, name: p.name, state: p.state } }]);
}
