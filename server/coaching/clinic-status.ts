import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { coachingClinics } from '@/server/db/schema';
import { conflict } from '@/server/http/errors';
import { NEXT_STATUS, type CoachingStatus } from '@/utils/schemas/coaching';
import type { SessionUser } from '@/utils/session-user';
import { getClinic } from './get-clinic';
import { loadRunClinic } from './clinic-view';

/** upcoming -> live -> end, one step forward at a time; a step back, a skip or a repeat is 409. */
export async function moveClinicStatus({ db, user, id, status }: { db: Database; user: SessionUser; id: number; status: CoachingStatus }) {
  const clinic = await loadRunClinic(db, user, id);
  if (NEXT_STATUS[clinic.status] !== status) throw conflict('Status coaching clinic hanya dapat maju satu langkah: akan datang, berlangsung, selesai');
  // Guarded by the status read: of two moves at once, the second finds it changed.
  const moved = await db
    .update(coachingClinics)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(coachingClinics.id, id), eq(coachingClinics.status, clinic.status)))
    .returning({ id: coachingClinics.id });
  if (moved.length === 0) throw conflict('Status coaching clinic baru saja diubah; muat ulang halaman');
  return getClinic({ db, user, id });
}
