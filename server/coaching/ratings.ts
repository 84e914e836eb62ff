import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { coachingParticipants, users } from '@/server/db/schema';
import { conflict, forbidden } from '@/server/http/errors';
import { iso } from '@/server/tickets/user-summary';
import type { ClinicRatings, ClinicRatingSchema } from '@/utils/schemas/coaching';
import type { SessionUser } from '@/utils/session-user';
import { findRequest, loadClinic, loadRunClinic } from './clinic-view';
import { getClinic } from './get-clinic';

/** An accepted participant rates once, after the end (403 for anyone else, 409 before the end or a second time). */
export async function rateClinic({ db, user, id, input }: { db: Database; user: SessionUser; id: number; input: z.output<typeof ClinicRatingSchema> }) {
  const clinic = await loadClinic(db, user, id);
  const mine = await findRequest(db, id, user.id);
  if (mine?.request !== 'accepted') throw forbidden('Hanya peserta yang diterima yang dapat memberi penilaian');
  if (clinic.status !== 'end') throw conflict('Penilaian dapat diberikan setelah coaching clinic selesai');
  // The null check in the update settles two ratings sent at once: the second changes nothing.
  const rated = await db
    .update(coachingParticipants)
    .set({ ratingStars: input.stars, ratingComment: input.comment, ratedAt: new Date() })
    .where(and(eq(coachingParticipants.clinicId, id), eq(coachingParticipants.userId, user.id), isNull(coachingParticipants.ratedAt)))
    .returning({ userId: coachingParticipants.userId });
  if (rated.length === 0) throw conflict('Anda sudah memberi penilaian untuk coaching clinic ini');
  return getClinic({ db, user, id });
}

/** The consultant's (or an admin's) view of the ratings: average to two decimals, count, each comment. */
export async function listRatings({ db, user, id }: { db: Database; user: SessionUser; id: number }): Promise<ClinicRatings> {
  await loadRunClinic(db, user, id);
  const rows = await db
    .select({
      user_id: coachingParticipants.userId,
      name: users.name,
      stars: coachingParticipants.ratingStars,
      comment: coachingParticipants.ratingComment,
      rated_at: coachingParticipants.ratedAt,
    })
    .from(coachingParticipants)
    .innerJoin(users, eq(users.id, coachingParticipants.userId))
    .where(and(eq(coachingParticipants.clinicId, id), isNotNull(coachingParticipants.ratedAt)))
    .orderBy(asc(coachingParticipants.ratedAt));
  const data = rows.map((row) => ({ ...row, stars: row.stars ?? 0, rated_at: iso(row.rated_at ?? new Date(0)) }));
  const sum = data.reduce((total, row) => total + row.stars, 0);
  return { average: data.length ? Math.round((sum / data.length) * 100) / 100 : null, count: data.length, data };
}
