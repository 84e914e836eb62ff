import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { webinarParticipants } from '@/server/db/schema';
import { AppError, conflict } from '@/server/http/errors';
import type { SessionUser } from '@/utils/session-user';
import { getWebinar } from './get-webinar';
import { findParticipant, loadWebinar } from './webinar-view';

/** Registers the signed-in person: the series is visible (404), open (409) and allows their group (403). */
export async function register({ db, user, id }: { db: Database; user: SessionUser; id: number }) {
  const webinar = await loadWebinar(db, user, id);
  if (webinar.status !== 'published' || !webinar.registration_open) throw conflict('Pendaftaran webinar ini sudah ditutup');
  if (!webinar.allowed_groups.includes(user.group)) {
    throw new AppError('WEBINAR_GROUP', 403, 'Webinar ini tidak terbuka untuk kelompok akun Anda');
  }
  // The unique (webinar, user) pair settles two registrations at once: the second inserts nothing.
  const inserted = await db.insert(webinarParticipants).values({ webinarId: id, userId: user.id }).onConflictDoNothing().returning({ id: webinarParticipants.id });
  if (inserted.length === 0) throw conflict('Anda sudah terdaftar di webinar ini');
  return getWebinar({ db, user, id });
}

/** Cancels one's own registration, only before the series starts. */
export async function cancelRegistration({ db, user, id, now = new Date() }: { db: Database; user: SessionUser; id: number; now?: Date }): Promise<void> {
  const webinar = await loadWebinar(db, user, id);
  const participant = await findParticipant(db, id, user.id);
  if (!participant) throw conflict('Anda belum terdaftar di webinar ini');
  if (now >= webinar.starts_at) throw conflict('Pendaftaran tidak dapat dibatalkan setelah webinar dimulai');
  await db.delete(webinarParticipants).where(and(eq(webinarParticipants.id, participant.id), eq(webinarParticipants.userId, user.id)));
}
