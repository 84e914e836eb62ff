import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { notifications, tickets } from '@/server/db/schema';
import { announceNotifications } from '@/server/realtime/announce';
import { notificationKind } from '@/utils/rules/notification-kinds';
import { queueNotificationMails } from './queue-notification-mails';
import { recipientChannels, type RecipientChannels } from './recipient-channels';

export interface DirectNotification {
  toUserIds: number[];
  /** Null for what the portal itself reports (a bank's status change). */
  fromUserId: number | null;
  type: string;
  ticketId?: number | null;
  /** Where it leads when it is not about a ticket, a path inside the portal (`/feed/12`). */
  link?: string | null;
  title: string;
  content?: string | null;
}

type Tx = Pick<Database, 'select' | 'insert'>;

// A ticket type is the recipient's own ticket activity only for its requester and assignee.
async function ticketOwners(tx: Tx, n: DirectNotification): Promise<number[]> {
  if (!n.ticketId || notificationKind(n.type, { ticketId: n.ticketId, ownTicket: true }) !== 'ticket_activity') return [];
  const [ticket] = await tx.select({ requesterId: tickets.requesterId, assigneeId: tickets.assigneeId }).from(tickets).where(eq(tickets.id, n.ticketId));
  return ticket ? [ticket.requesterId, ...(ticket.assigneeId ? [ticket.assigneeId] : [])] : [];
}

/**
 * Writes one notification per recipient whose channel is not `off`, in one insert, queues the
 * mails of those who get one and tells their open pages. Shared by notifyUsers and notifyTicketEvent.
 */
export async function deliverNotifications(tx: Tx, channels: RecipientChannels, row: Omit<typeof notifications.$inferInsert, 'toUserId'>): Promise<number> {
  const recipients = [...channels].filter(([, c]) => c.channel !== 'off').map(([userId]) => userId);
  if (recipients.length === 0) return 0;
  const written = await tx
    .insert(notifications)
    .values(recipients.map((toUserId) => ({ ...row, toUserId })))
    .returning({ id: notifications.id, toUserId: notifications.toUserId });
  await queueNotificationMails(tx, written, channels);
  await announceNotifications(tx, recipients, { kind: row.type, ticketId: row.ticketId });
  return recipients.length;
}

/** Notifies exactly these people (e.g. a reminder goes to the requester only); never the sender; as each one chose. */
export async function notifyUsers(tx: Tx, n: DirectNotification): Promise<number> {
  const ids = [...new Set(n.toUserIds)].filter((id) => id !== n.fromUserId);
  if (ids.length === 0) return 0;
  const owners = await ticketOwners(tx, n);
  const ticketId = n.ticketId ?? null;
  const channels = await recipientChannels(tx, ids.map((userId) => ({ userId, kind: notificationKind(n.type, { ticketId, ownTicket: owners.includes(userId) }) })));
  return deliverNotifications(tx, channels, { fromUserId: n.fromUserId, type: n.type, ticketId, link: n.link ?? null, title: n.title, content: n.content ?? null });
}
