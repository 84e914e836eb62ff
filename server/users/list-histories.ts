import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { usersHistories } from '@/server/db/schema';
import type { Reader } from '@/server/db/sql-helpers';
import { iso } from '@/server/tickets/user-summary';
import type { Paginated } from '@/utils/schemas/common';
import type { HistoryQuerySchema, UserHistoryView } from '@/utils/schemas/knowledge';

/** The signed-in user's own activity, newest first; `page` starts at 0 (spec section 9). */
export async function listHistories({ db, userId, query }: { db: Reader; userId: number; query: z.output<typeof HistoryQuerySchema> }): Promise<Paginated<UserHistoryView>> {
  const where = eq(usersHistories.userId, userId);
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
  return { data: rows.map((r) => ({ ...r, created_at: iso(r.created_at) })), total, page: query.page, limit: query.limit };
}
