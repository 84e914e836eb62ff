import { and, inArray, isNotNull } from 'drizzle-orm';
import { getConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { notificationMails, tickets, users } from '@/server/db/schema';
import { NOTIFICATION_KINDS, notificationKind } from '@/utils/rules/notification-kinds';

/** A notification row just written, as the mail outbox needs it. */
export interface WrittenNotification {
  id: number;
  toUserId: number;
  type: string;
  ticketId: number | null;
}

export const notificationMailKey = (notificationId: number) => `notification:${notificationId}`;

/**
 * Writes the outbox rows of the notifications that go out by mail, in the caller's transaction,
 * so a mail exists exactly when its notification does. Recipients without an e-mail get none, and
 * nobody does while the portal sends no mail (SMTP_URL unset), so no outbox piles up. Mailed at
 * once: the kinds whose channel is `email` (utils/rules/notification-kinds.ts); a ticket's events
 * count as the recipient's own only for its requester and assignee.
 */
export async function queueNotificationMails(tx: Pick<Database, 'select' | 'insert'>, written: WrittenNotification[]): Promise<number> {
  if (!getConfig().SMTP_URL) return 0;
  const candidates = written.filter((n) => notificationKind(n.type, { ticketId: n.ticketId, ownTicket: true }) !== null);
  if (candidates.length === 0) return 0;
  const withEmail = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...new Set(candidates.map((n) => n.toUserId))]), isNotNull(users.email)));
  const reachable = new Set(withEmail.map((u) => u.id));
  const ticketIds = [...new Set(candidates.flatMap((n) => (n.ticketId === null ? [] : [n.ticketId])))];
  const people = ticketIds.length
    ? await tx.select({ id: tickets.id, requesterId: tickets.requesterId, assigneeId: tickets.assigneeId }).from(tickets).where(inArray(tickets.id, ticketIds))
    : [];
  const own = new Map(people.map((t) => [t.id, [t.requesterId, t.assigneeId]]));
  const mailed = candidates.filter((n) => {
    const kind = notificationKind(n.type, { ticketId: n.ticketId, ownTicket: n.ticketId !== null && own.get(n.ticketId)?.includes(n.toUserId) });
    return reachable.has(n.toUserId) && kind !== null && NOTIFICATION_KINDS[kind].default === 'email';
  });
  if (mailed.length === 0) return 0;
  await tx
    .insert(notificationMails)
    .values(mailed.map((n) => ({ key: notificationMailKey(n.id), userId: n.toUserId, notificationId: n.id })))
    .onConflictDoNothing();
  return mailed.length;
}
