import { and, eq, sql, type SQL } from 'drizzle-orm';
import { webinarParticipants, webinarSeries, type WebinarParticipant } from '@/server/db/schema';
import { countOf, type Reader } from '@/server/db/sql-helpers';
import { forbidden, notFound } from '@/server/http/errors';
import { iso } from '@/server/tickets/user-summary';
import { can } from '@/utils/permissions';
import { attendanceOpen } from '@/utils/rules/webinar-quiz';
import type { WebinarView } from '@/utils/schemas/webinars';
import type { SessionUser } from '@/utils/session-user';

export const mayManage = (user: SessionUser | null) => can(user, 'manage-webinars');

/** Who gets a series' meeting link: admins, and registered participants while it runs (30 minutes before the start to the end). */
export const seesWebinarMeeting = (user: SessionUser, webinar: { startsAt: Date; endsAt: Date }, registered: boolean, now: Date) =>
  mayManage(user) || (registered && attendanceOpen(webinar.startsAt, webinar.endsAt, now));

/** Drafts exist for admins only: for everyone else they are filtered out in SQL (404). */
export const visibleTo = (user: SessionUser): SQL | undefined => (mayManage(user) ? undefined : eq(webinarSeries.status, 'published'));

export const webinarMissing = () => notFound('Webinar tidak ditemukan');

export function selectWebinars(db: Reader, user: SessionUser) {
  return db
    .select({
      id: webinarSeries.id,
      title: webinarSeries.title,
      description_markdown: webinarSeries.descriptionMarkdown,
      description_html: webinarSeries.descriptionHtml,
      status: webinarSeries.status,
      registration_open: webinarSeries.registrationOpen,
      allowed_groups: webinarSeries.allowedGroups,
      training_hours: webinarSeries.trainingHours,
      posttest_attempts: webinarSeries.posttestAttempts,
      starts_at: webinarSeries.startsAt,
      ends_at: webinarSeries.endsAt,
      meeting_link: webinarSeries.meetingLink,
      recording_link: webinarSeries.recordingLink,
      signatory_name: webinarSeries.signatoryName,
      signatory_nip: webinarSeries.signatoryNip,
      signatory_position: webinarSeries.signatoryPosition,
      participants_count: countOf(webinarParticipants.webinarId, webinarSeries.id),
      registered: sql<boolean>`(${countOf(webinarParticipants.webinarId, webinarSeries.id, sql`${webinarParticipants.userId} = ${user.id}`)} > 0)`,
    })
    .from(webinarSeries);
}

export type WebinarRow = Awaited<ReturnType<typeof selectWebinars>>[number];

/** The public view; the meeting link is left out here (get-webinar decides who sees it). */
export function toWebinarView({ meeting_link: _link, ...row }: WebinarRow, user: SessionUser): WebinarView {
  return {
    ...row,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    may_register: row.status === 'published' && row.registration_open && !row.registered && row.allowed_groups.includes(user.group),
  };
}

/** A series the user may see, or 404. */
export async function loadWebinar(db: Reader, user: SessionUser, id: number): Promise<WebinarRow> {
  const [row] = await selectWebinars(db, user).where(and(eq(webinarSeries.id, id), visibleTo(user)));
  if (!row) throw webinarMissing();
  return row;
}

export async function findParticipant(db: Reader, webinarId: number, userId: number): Promise<WebinarParticipant | undefined> {
  const [row] = await db
    .select()
    .from(webinarParticipants)
    .where(and(eq(webinarParticipants.webinarId, webinarId), eq(webinarParticipants.userId, userId)));
  return row;
}

/** The user's participation in a series they can see; 403 when they have not registered. */
export async function loadParticipation(db: Reader, user: SessionUser, id: number) {
  const webinar = await loadWebinar(db, user, id);
  const participant = await findParticipant(db, id, user.id);
  if (!participant) throw forbidden('Hanya peserta terdaftar webinar ini yang dapat melakukannya');
  return { webinar, participant };
}
