import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { notifications, users } from '@/server/db/schema';
import { iso, userSummaryColumns } from '@/server/tickets/user-summary';
import type { NotificationPage, NotificationQuerySchema } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';

export type NotificationQuery = z.output<typeof NotificationQuerySchema>;

/** My notifications, newest first, with the page's total and my unread count (three queries). */
export async function listNotifications({ db, user, query }: { db: Pick<Database, 'select'>; user: SessionUser; query: NotificationQuery }): Promise<NotificationPage> {
  const mine = eq(notifications.toUserId, user.id);
  const unreadOnly = and(mine, isNull(notifications.readAt));
  const where = query.unread === true ? unreadOnly : mine;
  const [rows, [{ total }], [{ unread }]] = await Promise.all([
    db
      .select({ notification: notifications, fromUser: userSummaryColumns(users) })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.fromUserId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(notifications).where(where),
    db.select({ unread: count() }).from(notifications).where(unreadOnly),
  ]);
  return {
    data: rows.map(({ notification: n, fromUser }) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      content: n.content,
      ticket_id: n.ticketId,
      from_user: fromUser,
      read_at: iso(n.readAt),
      created_at: iso(n.createdAt),
    })),
    total,
    unread,
    page: query.page,
    limit: query.limit,
  };
}
