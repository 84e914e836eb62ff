import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { ticketSubscriptions, users, type Ticket } from '@/server/db/schema';
import { can } from '@/utils/permissions';
import { notificationKind } from '@/utils/rules/notification-kinds';
import { deliverNotifications } from './notify-users';
import { recipientChannels } from './recipient-channels';

export interface TicketEvent {
  ticket: Pick<Ticket, 'id' | 'number' | 'requesterId' | 'assigneeId' | 'isPublished'>;
  actorId: number;
  type: string;
  title: string;
  content?: string | null;
  /** An internal note: only those who may see it (see-internal-notes) among the recipients hear of it. */
  staffOnly?: boolean;
}

type Tx = Pick<Database, 'select' | 'insert'>;

/**
 * Who hears about a ticket event: every admin, the assignee, the requester, and the subscribers
 * of a published ticket; never the person who caused it; only staff for an internal note. One
 * insert for all recipients.
 */
export async function ticketEventRecipients(tx: Tx, event: TicketEvent): Promise<number[]> {
  const admins = await tx.select({ id: users.id }).from(users).where(and(eq(users.currentRole, 'admin'), ne(users.id, event.actorId)));
  const subscribers = event.ticket.isPublished
    ? await tx.select({ id: ticketSubscriptions.userId }).from(ticketSubscriptions).where(eq(ticketSubscriptions.ticketId, event.ticket.id))
    : [];
  const ids = new Set<number>([...admins.map((a) => a.id), ...subscribers.map((s) => s.id)]);
  ids.add(event.ticket.requesterId);
  if (event.ticket.assigneeId) ids.add(event.ticket.assigneeId);
  ids.delete(event.actorId);
  if (!event.staffOnly || ids.size === 0) return [...ids];
  const people = await tx.select({ id: users.id, current_role: users.currentRole }).from(users).where(inArray(users.id, [...ids]));
  return people.filter((p) => can(p, 'see-internal-notes')).map((p) => p.id);
}

/** Notifies everyone who hears about a ticket event (above), each by the channel they chose. */
export async function notifyTicketEvent(tx: Tx, event: TicketEvent): Promise<number> {
  const recipients = await ticketEventRecipients(tx, event);
  if (recipients.length === 0) return 0;
  const { id: ticketId, requesterId, assigneeId } = event.ticket;
  const kindOf = (userId: number) => notificationKind(event.type, { ticketId, ownTicket: userId === requesterId || userId === assigneeId });
  const channels = await recipientChannels(tx, recipients.map((userId) => ({ userId, kind: kindOf(userId) })));
  return deliverNotifications(tx, channels, { fromUserId: event.actorId, type: event.type, ticketId, title: event.title, content: event.content ?? null });
}
