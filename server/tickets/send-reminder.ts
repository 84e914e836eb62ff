import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { tickets } from '@/server/db/schema';
import { authorize } from '@/server/http/authorize';
import { notifyUsers } from '@/server/notifications/notify-users';
import type { SessionUser } from '@/utils/session-user';
import { ticketContext } from './load-ticket';
import { recordTicketHistory } from './record-history';
import { inTicketTransaction } from './ticket-transaction';

/** `POST /tickets/{id}/reminders` (reminder-ticket): counts the reminder and tells the requester only. */
export async function sendTicketReminder({ db, user, id }: { db: Database; user: SessionUser; id: number }): Promise<{ total_reminders: number }> {
  return inTicketTransaction({ db, user, id }, async (tx, ticket) => {
    authorize(user, 'reminder-ticket', { ticket: ticketContext(ticket) });
    const [{ total }] = await tx
      .update(tickets)
      .set({ totalReminders: sql`${tickets.totalReminders} + 1`, updatedAt: new Date() })
      .where(eq(tickets.id, id))
      .returning({ total: tickets.totalReminders });
    await recordTicketHistory(tx, { ticketId: id, userId: user.id, field: 'reminder', from: ticket.totalReminders, to: total });
    await notifyUsers(tx, {
      toUserIds: [ticket.requesterId],
      fromUserId: user.id,
      type: 'reminder',
      ticketId: id,
      title: `Pengingat untuk tiket ${ticket.number}`,
      content: ticket.title,
    });
    return { total_reminders: total };
  });
}
