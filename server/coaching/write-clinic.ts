import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { coachingClinics } from '@/server/db/schema';
import { AppError, badRequest, conflict } from '@/server/http/errors';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import { getLogger } from '@/server/log';
import { createZoomMeeting, deleteZoomMeeting, zoomTime } from '@/server/gateways/zoom/meetings';
import type { ClinicPatchSchema, ClinicSchema } from '@/utils/schemas/coaching';
import type { SessionUser } from '@/utils/session-user';
import { getClinic } from './get-clinic';
import { loadRunClinic } from './clinic-view';

type Create = z.output<typeof ClinicSchema>;
type Patch = z.output<typeof ClinicPatchSchema>;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
// The clinic's hours are Asia/Jakarta's (UTC+7 all year).
const startOf = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+07:00`);

async function descriptionColumns(description: string | undefined) {
  return description === undefined ? {} : { descriptionMarkdown: description, descriptionHtml: description ? await renderMarkdown(description) : '' };
}

/**
 * Schedules a clinic: the Zoom meeting (type 2) first, the row only once Zoom made it, so a Zoom
 * failure (502/504) stores nothing. Should the insert fail, the meeting is removed again.
 */
export async function createClinic({ db, user, input }: { db: Database; user: SessionUser; input: Create }) {
  const meeting = await createZoomMeeting({
    topic: input.title,
    type: 2,
    start_time: zoomTime(startOf(input.date, input.start_time)),
    duration: minutes(input.end_time) - minutes(input.start_time),
    timezone: 'Asia/Jakarta',
    ...(input.description ? { agenda: input.description.slice(0, 2000) } : {}),
  });
  let id: number;
  try {
    const [row] = await db
      .insert(coachingClinics)
      .values({
        consultantId: user.id,
        title: input.title,
        ...(await descriptionColumns(input.description)),
        date: input.date,
        startTime: input.start_time,
        endTime: input.end_time,
        capacity: input.capacity,
        isPrivate: input.is_private,
        meetingId: String(meeting.id),
        meetingLink: meeting.join_url,
      })
      .returning({ id: coachingClinics.id });
    id = row.id;
  } catch (error) {
    await deleteZoomMeeting(String(meeting.id)).catch((cause: unknown) => getLogger().warn({ zoom: { meetingId: meeting.id, error: String(cause) } }, 'orphan Zoom meeting left'));
    throw error;
  }
  return getClinic({ db, user, id });
}

/**
 * Edits a clinic while it is upcoming. The Zoom meeting keeps its first time: a scheduled meeting's
 * link works whenever the host starts it, and the portal hands it out by the clinic's own status.
 */
export async function updateClinic({ db, user, id, input }: { db: Database; user: SessionUser; id: number; input: Patch }) {
  const clinic = await loadRunClinic(db, user, id);
  if (clinic.status !== 'upcoming') throw conflict('Coaching clinic hanya dapat diubah sebelum dimulai');
  if ((input.end_time ?? clinic.end_time) <= (input.start_time ?? clinic.start_time)) {
    throw badRequest(undefined, [{ path: 'end_time', message: 'Jam selesai harus setelah jam mulai' }]);
  }
  if (input.capacity !== undefined && input.capacity < clinic.participants_count) {
    throw conflict(`Kapasitas tidak boleh kurang dari ${clinic.participants_count} peserta yang sudah diterima`);
  }
  await db
    .update(coachingClinics)
    .set({
      title: input.title,
      ...(await descriptionColumns(input.description)),
      date: input.date,
      startTime: input.start_time,
      endTime: input.end_time,
      capacity: input.capacity,
      isPrivate: input.is_private,
      updatedAt: new Date(),
    })
    .where(eq(coachingClinics.id, id));
  return getClinic({ db, user, id });
}

/** Removes the Zoom meeting, then the clinic with its requests; a meeting Zoom no longer has is no obstacle. */
export async function deleteClinic({ db, user, id }: { db: Database; user: SessionUser; id: number }): Promise<void> {
  const clinic = await loadRunClinic(db, user, id);
  if (clinic.meeting_id) {
    await deleteZoomMeeting(clinic.meeting_id).catch((error: unknown) => {
      if (!(error instanceof AppError && error.status === 404)) throw error;
    });
  }
  await db.delete(coachingClinics).where(eq(coachingClinics.id, id));
}
