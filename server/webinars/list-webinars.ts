import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import { webinarSeries } from '@/server/db/schema';
import { containing, type Reader } from '@/server/db/sql-helpers';
import type { Paginated } from '@/utils/schemas/common';
import type { WebinarListQuery, WebinarView } from '@/utils/schemas/webinars';
import type { SessionUser } from '@/utils/session-user';
import { selectWebinars, toWebinarView, visibleTo } from './webinar-view';

/** Admins see every series; others the published ones. Latest start first. */
export async function listWebinars({ db, user, query }: { db: Reader; user: SessionUser; query: z.output<typeof WebinarListQuery> }): Promise<Paginated<WebinarView>> {
  const where = and(
    visibleTo(user),
    query.status ? eq(webinarSeries.status, query.status) : undefined,
    query.search ? ilike(webinarSeries.title, containing(query.search)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectWebinars(db, user)
      .where(where)
      .orderBy(desc(webinarSeries.startsAt), desc(webinarSeries.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(webinarSeries).where(where),
  ]);
  return { data: rows.map((row) => toWebinarView(row, user)), total, page: query.page, limit: query.limit };
}
