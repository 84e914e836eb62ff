import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { notifications, users } from '@/server/db/schema';
import { iso, userSummaryColumns } from '@/server/tickets/user-summary';
import type { NotificationPage, NotificationQuerySchema } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { notificationPreview } from './preview';

export type NotificationQuery = z.output<typeof NotificationQuerySchema>;

const countOf = async (db: Pick<Database, 'select'>, where: SQL | undefined) => (await db.select({ n: count() }).from(notifications).where(where))[0].n;

/**
 * My notifications, newest first, with the page's total and my unread count: three queries, two
 * when only unread ones are asked for (then the total is the unread count). The counts are
 * index-only scans (`notifications_to_created_idx`, the partial `notifications_unread_idx`).
 */
export async function listNotifications({ db, user, query }: { db: Pick<Database, 'select'>; user: SessionUser; query: NotificationQuery }): Promise<NotificationPage> {
  const mine = eq(notifications.toUserId, user.id);
  const unreadOnly = and(mine, isNull(notifications.readAt));
  const onlyUnread = query.unread === true;
  const [rows, unread, total] = await Promise.all([
    db
      .select({ notification: notifications, fromUser: userSummaryColumns(users) })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.fromUserId))
      .where(onlyUnread ? unreadOnly : mine)
      // Served backwards by the ascending (to_user_id, created_at, id) index.
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countOf(db, unreadOnly),
    onlyUnread ? undefined : countOf(db, mine),
  ]);
  return {
    data: rows.map(({ notification: n, fromUser }) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      preview: notificationPreview(n.content),
      ticket_id: n.ticketId,
      link: n.link,
      from_user: fromUser,
      read_at: iso(n.readAt),
      created_at: iso(n.createdAt),
    })),
    total: total ?? unread,
    unread,
    page: query.page,
    limit: query.limit,
  };
}
