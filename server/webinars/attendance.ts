import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { webinarParticipants } from '@/server/db/schema';
import { conflict, forbidden, notFound } from '@/server/http/errors';
import { attendanceOpen } from '@/utils/rules/webinar-quiz';
import type { SessionUser } from '@/utils/session-user';
import { findParticipant, loadParticipation, loadWebinar, mayManage } from './webinar-view';

/**
 * "Hadir": a participant marks themselves while the window is open (30 minutes before the start
 * to the end); an admin marks any participant (`user_id`) at any time. Marking twice keeps the first time.
 */
export async function markAttendance({ db, user, id, userId, now = new Date() }: { db: Database; user: SessionUser; id: number; userId?: number; now?: Date }) {
  let participantId: number;
  if (userId !== undefined && userId !== user.id) {
    if (!mayManage(user)) throw forbidden('Hanya admin yang dapat mengisi presensi peserta lain');
    await loadWebinar(db, user, id);
    const target = await findParticipant(db, id, userId);
    if (!target) throw notFound('Peserta tidak ditemukan');
    participantId = target.id;
  } else {
    const { webinar, participant } = await loadParticipation(db, user, id);
    if (!mayManage(user) && !attendanceOpen(webinar.starts_at, webinar.ends_at, now)) {
      throw conflict('Presensi dibuka 30 menit sebelum webinar dimulai sampai webinar selesai');
    }
    participantId = participant.id;
  }
  await db.update(webinarParticipants).set({ attendedAt: now }).where(and(eq(webinarParticipants.id, participantId), isNull(webinarParticipants.attendedAt)));
  const [row] = await db.select({ attended_at: webinarParticipants.attendedAt }).from(webinarParticipants).where(eq(webinarParticipants.id, participantId));
  return { attended_at: row.attended_at?.toISOString() ?? null };
}
