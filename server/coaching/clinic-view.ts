import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { coachingClinics, coachingParticipants, users, type CoachingParticipant } from '@/server/db/schema';
import { countOf, type Reader } from '@/server/db/sql-helpers';
import { forbidden, notFound } from '@/server/http/errors';
import { can } from '@/utils/permissions';
import type { ClinicView, CoachingRequest } from '@/utils/schemas/coaching';
import type { SessionUser } from '@/utils/session-user';

export const clinicMissing = () => notFound('Coaching clinic tidak ditemukan');

/** Runs this clinic: its consultant, or an admin (run-coaching-clinic). */
export const mayRun = (user: SessionUser, consultantId: number) => can(user, 'run-coaching-clinic', { clinic: { consultant_id: consultantId } });

/** Who gets a clinic's meeting link: only while live, and only its accepted participants and whoever runs it. */
export const seesClinicMeeting = (user: SessionUser, clinic: { status: string; consultantId: number }, accepted: boolean) =>
  clinic.status === 'live' && (accepted || mayRun(user, clinic.consultantId));
// Nobody is consultant 0: whoever runs it runs every clinic (the admins).
const runsEvery = (user: SessionUser) => mayRun(user, 0);

const participates = (user: SessionUser) =>
  exists(
    sql`(select 1 from ${coachingParticipants} where ${coachingParticipants.clinicId} = ${coachingClinics.id} and ${coachingParticipants.userId} = ${user.id})`,
  );

/** The list shows open clinics, and private ones only to who runs them or asked to join them. */
export const listedTo = (user: SessionUser): SQL | undefined =>
  runsEvery(user) ? undefined : or(eq(coachingClinics.isPrivate, false), eq(coachingClinics.consultantId, user.id), participates(user));

/** Clinics one runs or asked to join (`mine`). */
export const mineOf = (user: SessionUser): SQL | undefined => or(eq(coachingClinics.consultantId, user.id), participates(user));

export function selectClinics(db: Reader, user: SessionUser) {
  return db
    .select({
      id: coachingClinics.id,
      title: coachingClinics.title,
      description_markdown: coachingClinics.descriptionMarkdown,
      description_html: coachingClinics.descriptionHtml,
      date: coachingClinics.date,
      start_time: coachingClinics.startTime,
      end_time: coachingClinics.endTime,
      capacity: coachingClinics.capacity,
      is_private: coachingClinics.isPrivate,
      status: coachingClinics.status,
      meeting_id: coachingClinics.meetingId,
      meeting_link: coachingClinics.meetingLink,
      consultant: { id: users.id, name: users.name, username: users.username, image: users.image },
      participants_count: countOf(coachingParticipants.clinicId, coachingClinics.id, sql`${coachingParticipants.request} = 'accepted'`),
      my_request: sql<CoachingRequest | null>`(select ${coachingParticipants.request} from ${coachingParticipants} where ${coachingParticipants.clinicId} = ${coachingClinics.id} and ${coachingParticipants.userId} = ${user.id})`,
    })
    .from(coachingClinics)
    .innerJoin(users, eq(users.id, coachingClinics.consultantId));
}

export type ClinicRow = Awaited<ReturnType<typeof selectClinics>>[number];

/** The view everyone may see; the meeting stays out (get-clinic decides who gets the link). */
export function toClinicView({ meeting_id: _id, meeting_link: _link, ...row }: ClinicRow, user: SessionUser): ClinicView {
  return { ...row, can_run: mayRun(user, row.consultant.id) };
}

/**
 * One clinic by id. Any signed-in person may open one, private ones too: a private clinic is left
 * out of the list, and its consultant shares the address with the people it is for.
 */
export async function loadClinic(db: Reader, user: SessionUser, id: number): Promise<ClinicRow> {
  const [row] = await selectClinics(db, user).where(eq(coachingClinics.id, id));
  if (!row) throw clinicMissing();
  return row;
}

/** A clinic the user runs (404 when there is none, 403 when it is another consultant's). */
export async function loadRunClinic(db: Reader, user: SessionUser, id: number): Promise<ClinicRow> {
  const clinic = await loadClinic(db, user, id);
  if (!mayRun(user, clinic.consultant.id)) throw forbidden('Hanya konsultan clinic ini atau admin yang dapat melakukannya');
  return clinic;
}

export async function findRequest(db: Reader, clinicId: number, userId: number): Promise<CoachingParticipant | undefined> {
  const [row] = await db
    .select()
    .from(coachingParticipants)
    .where(and(eq(coachingParticipants.clinicId, clinicId), eq(coachingParticipants.userId, userId)));
  return row;
}
