import { and, eq, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import { coachingClinics, coachingParticipants, webinarParticipants, webinarSeries } from '@/server/db/schema';
import type { Reader } from '@/server/db/sql-helpers';
import { listZoomMeetings } from '@/server/gateways/zoom/meetings';
import { seesClinicMeeting } from '@/server/coaching/clinic-view';
import { seesWebinarMeeting } from '@/server/webinars/webinar-view';
import { can } from '@/utils/permissions';
import type { LiveMeetingView } from '@/utils/schemas/meetings';
import type { SessionUser } from '@/utils/session-user';
import { toLiveMeetingView } from './meeting-view';

const CACHE_MS = 30_000;
// Everyone signed in opens /meetings: one Zoom call per 30 s per process, not one per visit.
let cached: { at: number; meetings: LiveMeetingView[] } | null = null;

/** The meetings live now (first 100), from a copy at most 30 s old; `now` is the clock (ms). Every one, for no one in particular. */
export async function listLiveMeetings({ now = Date.now() }: { now?: number } = {}): Promise<LiveMeetingView[]> {
  if (cached && now - cached.at < CACHE_MS && now >= cached.at) return cached.meetings;
  const page = await listZoomMeetings({ type: 'live', page_size: 100 });
  cached = { at: now, meetings: page.meetings.map(toLiveMeetingView) };
  return cached.meetings;
}

/** An admin created or deleted a meeting: the next visit asks Zoom again. */
export function forgetLiveMeetings(): void {
  cached = null;
}

/** The Zoom meeting number in a join link (`…/j/85019000001?pwd=…`), or null. */
export const meetingNumberOf = (link: string | null): string | null => /\/j\/(\d{9,12})(?:[/?#]|$)/.exec(link ?? '')?.[1] ?? null;

/** Who may see a live meeting, by the clinic or webinar it belongs to; absent: the agency's own. */
type Audience = (user: SessionUser) => boolean;

/** Rows whose join link is one of the meetings `numbers` (compared exactly once read, by meetingNumberOf). */
const linkedTo = (column: AnyColumn, numbers: string[]) => or(...numbers.map((number) => sql`${column} like ${`%/j/${number}%`}`));

async function clinicAudiences(db: Reader, user: SessionUser, numbers: string[]): Promise<Map<string, Audience>> {
  const clinics = await db
    .select({ id: coachingClinics.id, meetingId: coachingClinics.meetingId, meetingLink: coachingClinics.meetingLink, status: coachingClinics.status, consultantId: coachingClinics.consultantId })
    .from(coachingClinics)
    .where(or(inArray(coachingClinics.meetingId, numbers), linkedTo(coachingClinics.meetingLink, numbers)));
  const mine = clinics.length === 0 ? [] : await db
    .select({ clinicId: coachingParticipants.clinicId })
    .from(coachingParticipants)
    .where(and(eq(coachingParticipants.userId, user.id), eq(coachingParticipants.request, 'accepted'), inArray(coachingParticipants.clinicId, clinics.map((c) => c.id))));
  const accepted = new Set(mine.map((row) => row.clinicId));
  const audiences = new Map<string, Audience>();
  for (const clinic of clinics) {
    const number = clinic.meetingId ?? meetingNumberOf(clinic.meetingLink);
    if (number && numbers.includes(number)) audiences.set(number, (u) => seesClinicMeeting(u, clinic, accepted.has(clinic.id)));
  }
  return audiences;
}

async function webinarAudiences(db: Reader, user: SessionUser, numbers: string[], now: Date): Promise<Map<string, Audience>> {
  const webinars = await db
    .select({ id: webinarSeries.id, meetingLink: webinarSeries.meetingLink, startsAt: webinarSeries.startsAt, endsAt: webinarSeries.endsAt })
    .from(webinarSeries)
    .where(linkedTo(webinarSeries.meetingLink, numbers));
  const mine = webinars.length === 0 ? [] : await db
    .select({ webinarId: webinarParticipants.webinarId })
    .from(webinarParticipants)
    .where(and(eq(webinarParticipants.userId, user.id), inArray(webinarParticipants.webinarId, webinars.map((w) => w.id))));
  const registered = new Set(mine.map((row) => row.webinarId));
  const audiences = new Map<string, Audience>();
  for (const webinar of webinars) {
    const number = meetingNumberOf(webinar.meetingLink);
    if (number && numbers.includes(number)) audiences.set(number, (u) => seesWebinarMeeting(u, webinar, registered.has(webinar.id), now));
  }
  return audiences;
}

/**
 * The live meetings `user` may join (GET /zoom/meetings): a coaching clinic's follows the clinic's
 * rule, a webinar's the webinar's, and one that belongs to neither is the agency's own, for staff
 * (`see-staff-meetings`). Its join link carries the meeting's password, so nothing else is shown.
 */
export async function listLiveMeetingsFor(db: Reader, user: SessionUser, { now = Date.now() }: { now?: number } = {}): Promise<LiveMeetingView[]> {
  const live = await listLiveMeetings({ now });
  if (live.length === 0) return [];
  const numbers = live.map((meeting) => String(meeting.id));
  const [clinics, webinars] = await Promise.all([clinicAudiences(db, user, numbers), webinarAudiences(db, user, numbers, new Date(now))]);
  const staff = can(user, 'see-staff-meetings');
  return live.filter((meeting) => {
    const audience = clinics.get(String(meeting.id)) ?? webinars.get(String(meeting.id));
    return audience ? audience(user) : staff;
  });
}
