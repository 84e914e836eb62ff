import { and, eq, exists, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { ratings, ticketComments, tickets } from '@/server/db/schema';
import type { Reader } from '@/server/db/sql-helpers';
import { iso } from '@/server/tickets/user-summary';
import { recordHistory } from '@/server/users/histories';
import type { RatingSchema, RatingState } from '@/utils/schemas/knowledge';
import { ratingPeriod } from './period';

interface Mine {
  db: Database;
  userId: number;
}

/** Has the helpdesk done something for this user: a finished ticket, or one answered by someone else? */
function servedTicket(db: Reader, userId: number) {
  const answeredByOther = db
    .select({ id: ticketComments.id })
    .from(ticketComments)
    .where(and(eq(ticketComments.ticketId, tickets.id), eq(ticketComments.isAnswer, true), ne(ticketComments.userId, userId)));
  return db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.requesterId, userId), or(eq(tickets.statusCode, 'SELESAI'), exists(answeredByOther))))
    .limit(1);
}

/** The prompt shows once per half year, only after the helpdesk served the user; a dismissal counts. */
export async function getRatingState({ db, userId }: Mine): Promise<RatingState> {
  const period = ratingPeriod();
  const [[mine], [served]] = await Promise.all([
    db.select().from(ratings).where(and(eq(ratings.userId, userId), eq(ratings.period, period))),
    servedTicket(db, userId),
  ]);
  return {
    should_prompt: !mine && served !== undefined,
    period,
    my_rating: mine ? { stars: mine.stars, comment: mine.comment, dismissed: mine.dismissed, updated_at: iso(mine.updatedAt) } : null,
  };
}

/** Stars replace this period's row (also a dismissal); a dismissal never erases a rating. */
export async function submitRating({ db, userId, input }: Mine & { input: z.output<typeof RatingSchema> }): Promise<RatingState> {
  const period = ratingPeriod();
  await db.transaction(async (tx) => {
    if (input.stars === undefined) {
      await tx.insert(ratings).values({ userId, period, dismissed: true }).onConflictDoNothing();
      return;
    }
    const values = { stars: input.stars, comment: input.comment ?? null, dismissed: false, updatedAt: new Date() };
    await tx.insert(ratings).values({ userId, period, ...values }).onConflictDoUpdate({ target: [ratings.userId, ratings.period], set: values });
    await recordHistory({ db: tx, userId, kind: 'rating', detail: `(${input.stars} bintang)` });
  });
  return getRatingState({ db, userId });
}

/** Removes this period's row (a rating or a dismissal), so the prompt may show again. */
export async function deleteRating({ db, userId }: Mine): Promise<void> {
  await db.delete(ratings).where(and(eq(ratings.userId, userId), eq(ratings.period, ratingPeriod())));
}
