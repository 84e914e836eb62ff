import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { ratings, users } from '@/server/db/schema';
import type { Reader } from '@/server/db/sql-helpers';
import { iso, userSummaryColumns } from '@/server/tickets/user-summary';
import type { RatingSummary } from '@/utils/schemas/knowledge';

const STARS = [1, 2, 3, 4, 5] as const;
const LATEST_COMMENTS = 10;

/** Admins' view of the app ratings, for one period or all of them (dismissals counted apart). */
export async function getRatingSummary({ db, period }: { db: Reader; period?: string }): Promise<RatingSummary> {
  const inPeriod = period ? eq(ratings.period, period) : undefined;
  const rated = and(inPeriod, isNotNull(ratings.stars));
  const [[totals], byStars, comments] = await Promise.all([
    db
      .select({
        average: sql<number | null>`round(avg(${ratings.stars}), 2)`.mapWith((v) => (v === null ? null : Number(v))),
        count: count(ratings.stars),
        dismissed: sql<number>`count(*) filter (where ${ratings.dismissed})`.mapWith(Number),
      })
      .from(ratings)
      .where(inPeriod),
    db.select({ stars: ratings.stars, count: count() }).from(ratings).where(rated).groupBy(ratings.stars),
    db
      .select({
        id: ratings.id,
        stars: ratings.stars,
        comment: ratings.comment,
        period: ratings.period,
        user: userSummaryColumns(users),
        updated_at: ratings.updatedAt,
      })
      .from(ratings)
      .innerJoin(users, eq(users.id, ratings.userId))
      .where(and(rated, isNotNull(ratings.comment)))
      .orderBy(desc(ratings.updatedAt), desc(ratings.id))
      .limit(LATEST_COMMENTS),
  ]);
  return {
    period: period ?? null,
    ...totals,
    distribution: STARS.map((stars) => ({ stars, count: byStars.find((b) => b.stars === stars)?.count ?? 0 })),
    latest_comments: comments.map((c) => ({ ...c, stars: c.stars ?? 0, comment: c.comment ?? '', updated_at: iso(c.updated_at) })),
  };
}
