import type { Database } from '@/server/db/client';
import { notifications } from '@/server/db/schema';
import { announceNotifications } from '@/server/realtime/announce';
import { queueNotificationMails } from './queue-notification-mails';

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

/** Notifies exactly these people (e.g. a reminder goes to the requester only); never the sender. Mails queue with them. */
export async function notifyUsers(tx: Pick<Database, 'select' | 'insert'>, n: DirectNotification): Promise<number> {
  const recipients = [...new Set(n.toUserIds)].filter((id) => id !== n.fromUserId);
  if (recipients.length === 0) return 0;
  const written = await tx.insert(notifications).values(
    recipients.map((toUserId) => ({
      toUserId,
      fromUserId: n.fromUserId,
      type: n.type,
      ticketId: n.ticketId ?? null,
      link: n.link ?? null,
      title: n.title,
      content: n.content ?? null,
    })),
  ).returning({ id: notifications.id, toUserId: notifications.toUserId, type: notifications.type, ticketId: notifications.ticketId });
  await queueNotificationMails(tx, written);
  await announceNotifications(tx, recipients, { kind: n.type, ticketId: n.ticketId });
  return recipients.length;
}
