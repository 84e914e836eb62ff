import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { users, usersHistories } from '@/server/db/schema';
import type { Reader } from '@/server/db/sql-helpers';
import { notFound } from '@/server/http/errors';
import { iso } from '@/server/tickets/user-summary';
import type { Paginated } from '@/utils/schemas/common';
import type { HistoryQuerySchema, UserHistoryView } from '@/utils/schemas/knowledge';
import type { SessionUser } from '@/utils/session-user';
import { historyTextFor } from './history-text';

interface ListHistoriesOptions {
  db: Reader;
  /** Whose history: the viewer's own, or (admins managing users) someone else's. */
  userId: number;
  viewer: SessionUser;
  query: z.output<typeof HistoryQuerySchema>;
}

/** Someone else's history names them; a missing user answers 404 rather than an empty list. */
async function ownerName(db: Reader, userId: number): Promise<string> {
  const [owner] = await db.select({ name: users.name, username: users.username }).from(users).where(eq(users.id, userId));
  if (!owner) throw notFound('Pengguna tidak ditemukan');
  return owner.name ?? owner.username;
}

/**
 * A user's activity, newest first; `page` starts at 0 (spec section 9). IP addresses leave the
 * server for admins only; texts are the owner's ("Anda ...") unless someone else reads them.
 */
export async function listHistories({ db, userId, viewer, query }: ListHistoriesOptions): Promise<Paginated<UserHistoryView>> {
  const where = eq(usersHistories.userId, userId);
  const name = viewer.id === userId ? null : await ownerName(db, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: usersHistories.id,
        action: usersHistories.action,
        description: usersHistories.description,
        ip_address: usersHistories.ipAddress,
        user_agent: usersHistories.userAgent,
        created_at: usersHistories.createdAt,
      })
      .from(usersHistories)
      .where(where)
      .orderBy(desc(usersHistories.createdAt), desc(usersHistories.id))
      .limit(query.limit)
      .offset(query.page * query.limit),
    db.select({ total: count() }).from(usersHistories).where(where),
  ]);
  const showIp = viewer.current_role === 'admin';
  const data = rows.map(({ ip_address, ...r }) => ({
    ...r,
    ...(showIp ? { ip_address } : {}),
    description: name === null ? r.description : historyTextFor(r.action, r.description, name),
    created_at: iso(r.created_at),
  }));
  return { data, total, page: query.page, limit: query.limit };
}
