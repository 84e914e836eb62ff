import type { Database } from '@/server/db/client';
import { coachingClinics, coachingParticipants } from '@/server/db/schema';

type ClinicSeed = Partial<typeof coachingClinics.$inferInsert> & { consultantId: number };

/** An open, upcoming clinic of `consultantId` with a stored meeting (no Zoom call). Returns its id. */
export async function insertClinic(db: Database, seed: ClinicSeed): Promise<number> {
  const [row] = await db
    .insert(coachingClinics)
    .values({
      title: 'Klinik uji',
      date: '2026-12-01',
      startTime: '09:00',
      endTime: '10:00',
      capacity: 5,
      meetingId: '85019999999',
      meetingLink: 'http://localhost:4040/j/85019999999?pwd=uji',
      ...seed,
    })
    .returning({ id: coachingClinics.id });
  return row.id;
}

export async function addParticipant(db: Database, clinicId: number, userId: number, seed: Partial<typeof coachingParticipants.$inferInsert> = {}) {
  await db.insert(coachingParticipants).values({ clinicId, userId, request: 'accepted', ...seed });
}
