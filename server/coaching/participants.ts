import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { coachingClinics, coachingParticipants, users } from '@/server/db/schema';
import type { Tx } from '@/server/db/sql-helpers';
import { conflict, notFound } from '@/server/http/errors';
import { iso } from '@/server/tickets/user-summary';
import type { ClinicParticipantView } from '@/utils/schemas/coaching';
import type { SessionUser } from '@/utils/session-user';
import { findRequest, loadClinic, loadRunClinic } from './clinic-view';
import { getClinic } from './get-clinic';

const full = () => conflict('Kuota peserta coaching clinic ini sudah penuh');

/** Accepted participants other than `except`, counted with the clinic row locked (two joins at once cannot both take the last seat). */
async function acceptedSeats(tx: Tx, clinicId: number, except?: number): Promise<number> {
  await tx.select({ id: coachingClinics.id }).from(coachingClinics).where(eq(coachingClinics.id, clinicId)).for('update');
  const [{ seats }] = await tx
    .select({ seats: count() })
    .from(coachingParticipants)
    .where(and(eq(coachingParticipants.clinicId, clinicId), eq(coachingParticipants.request, 'accepted'), except ? ne(coachingParticipants.userId, except) : undefined));
  return seats;
}

/**
 * Asks to join: an open clinic accepts at once while there is room; a private one keeps the request
 * pending for its consultant. 409: one's own clinic, ended, already asked, full.
 */
export async function joinClinic({ db, user, id }: { db: Database; user: SessionUser; id: number }) {
  const clinic = await loadClinic(db, user, id);
  if (clinic.consultant.id === user.id) throw conflict('Anda tidak dapat mengikuti coaching clinic Anda sendiri');
  if (clinic.status === 'end') throw conflict('Coaching clinic ini sudah selesai');
  await db.transaction(async (tx) => {
    if (await findRequest(tx, id, user.id)) throw conflict('Anda sudah mengajukan diri di coaching clinic ini');
    if ((await acceptedSeats(tx, id)) >= clinic.capacity) throw full();
    const inserted = await tx
      .insert(coachingParticipants)
      .values({ clinicId: id, userId: user.id, request: clinic.is_private ? 'pending' : 'accepted' })
      .onConflictDoNothing()
      .returning({ userId: coachingParticipants.userId });
    if (inserted.length === 0) throw conflict('Anda sudah mengajukan diri di coaching clinic ini');
  });
  return getClinic({ db, user, id });
}

/** Withdraws one's own request, only before the clinic starts. */
export async function leaveClinic({ db, user, id }: { db: Database; user: SessionUser; id: number }): Promise<void> {
  const clinic = await loadClinic(db, user, id);
  if (!(await findRequest(db, id, user.id))) throw conflict('Anda belum mengajukan diri di coaching clinic ini');
  if (clinic.status !== 'upcoming') throw conflict('Tidak dapat keluar setelah coaching clinic dimulai');
  await db.delete(coachingParticipants).where(and(eq(coachingParticipants.clinicId, id), eq(coachingParticipants.userId, user.id)));
}

/** The requests of a clinic, or one person's (`userId`). */
function selectRequests(db: Pick<Database, 'select'>, clinicId: number, userId?: number) {
  return db
    .select({
      user_id: coachingParticipants.userId,
      name: users.name,
      username: users.username,
      employee_number: users.employeeNumber,
      request: coachingParticipants.request,
      requested_at: coachingParticipants.createdAt,
    })
    .from(coachingParticipants)
    .innerJoin(users, eq(users.id, coachingParticipants.userId))
    .where(and(eq(coachingParticipants.clinicId, clinicId), userId ? eq(coachingParticipants.userId, userId) : undefined));
}

type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];
const toRequestView = (row: RequestRow): ClinicParticipantView => ({ ...row, requested_at: iso(row.requested_at) });

/** The requests with name and NIP, oldest first, for whoever runs the clinic. */
export async function listRequests({ db, user, id }: { db: Database; user: SessionUser; id: number }): Promise<ClinicParticipantView[]> {
  await loadRunClinic(db, user, id);
  const rows = await selectRequests(db, id).orderBy(asc(coachingParticipants.createdAt), asc(coachingParticipants.userId));
  return rows.map(toRequestView);
}

/** Accepts or refuses a request; accepting past the capacity is 409, and nothing changes once the clinic ended. */
export async function answerRequest({ db, user, id, userId, request }: { db: Database; user: SessionUser; id: number; userId: number; request: 'accepted' | 'refused' }) {
  const clinic = await loadRunClinic(db, user, id);
  if (clinic.status === 'end') throw conflict('Coaching clinic ini sudah selesai');
  await db.transaction(async (tx) => {
    if (!(await findRequest(tx, id, userId))) throw notFound('Permintaan bergabung tidak ditemukan');
    if (request === 'accepted' && (await acceptedSeats(tx, id, userId)) >= clinic.capacity) throw full();
    await tx
      .update(coachingParticipants)
      .set({ request })
      .where(and(eq(coachingParticipants.clinicId, id), eq(coachingParticipants.userId, userId)));
  });
  const [row] = await selectRequests(db, id, userId);
  return toRequestView(row);
}
