import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { coachingClinics } from '@/server/db/schema';
import type { Reader } from '@/server/db/sql-helpers';
import type { Paginated } from '@/utils/schemas/common';
import type { ClinicView, CoachingListQuery } from '@/utils/schemas/coaching';
import type { SessionUser } from '@/utils/session-user';
import { listedTo, mineOf, selectClinics, toClinicView } from './clinic-view';

// Live first, then the coming ones, then the ended; each by date and hour.
const statusRank = sql`case ${coachingClinics.status} when 'live' then 0 when 'upcoming' then 1 else 2 end`;

export async function listClinics({ db, user, query }: { db: Reader; user: SessionUser; query: z.output<typeof CoachingListQuery> }): Promise<Paginated<ClinicView>> {
  const where = and(listedTo(user), query.status ? eq(coachingClinics.status, query.status) : undefined, query.mine ? mineOf(user) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    selectClinics(db, user)
      .where(where)
      .orderBy(statusRank, coachingClinics.date, coachingClinics.startTime, coachingClinics.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(coachingClinics).where(where),
  ]);
  return { data: rows.map((row) => toClinicView(row, user)), total, page: query.page, limit: query.limit };
}
