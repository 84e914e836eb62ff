import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { coachingClinics, coachingParticipants, notifications, webinarParticipants, webinarSeries } from '@/server/db/schema';
import { eventReminderText as t } from '@/locales/id/notification-mail';
import { formatDateTimeLong } from '@/utils/format/date';
import { notifyUsers } from './notify-users';

export const EVENT_REMINDER = 'event_reminder';
const HOUR = 3_600_000;
type Window = 'day' | 'hour';
// The day's reminder covers starts from one to 24 hours ahead, the hour's the last hour, so an
// event joined 30 minutes before gets the hour's only.
const WINDOWS: [Window, number, number][] = [
  ['day', HOUR, 24 * HOUR],
  ['hour', 0, HOUR],
];

interface Upcoming {
  link: string;
  title: string;
  userIds: number[];
}

// A coaching clinic's start, from its Asia/Jakarta date and 'HH:mm' (UTC+7 all year).
const clinicStart = sql<Date>`((${coachingClinics.date}::text || ' ' || ${coachingClinics.startTime})::timestamp at time zone 'Asia/Jakarta')`;

async function upcoming(db: Database, from: Date, to: Date, when: Window): Promise<Upcoming[]> {
  const webinars = await db
    .select({ id: webinarSeries.id, title: webinarSeries.title, startsAt: webinarSeries.startsAt, userId: webinarParticipants.userId })
    .from(webinarSeries)
    .innerJoin(webinarParticipants, eq(webinarParticipants.webinarId, webinarSeries.id))
    .where(and(eq(webinarSeries.status, 'published'), gt(webinarSeries.startsAt, from), lte(webinarSeries.startsAt, to)));
  const clinics = await db
    .select({ id: coachingClinics.id, title: coachingClinics.title, startsAt: clinicStart, userId: coachingParticipants.userId })
    .from(coachingClinics)
    .innerJoin(coachingParticipants, and(eq(coachingParticipants.clinicId, coachingClinics.id), eq(coachingParticipants.request, 'accepted')))
    .where(and(eq(coachingClinics.status, 'upcoming'), sql`${clinicStart} > ${from.toISOString()}::timestamptz`, sql`${clinicStart} <= ${to.toISOString()}::timestamptz`));
  const byEvent = new Map<string, Upcoming>();
  const add = (link: string, title: string, userId: number) => {
    const event = byEvent.get(link) ?? { link, title, userIds: [] };
    event.userIds.push(userId);
    byEvent.set(link, event);
  };
  for (const w of webinars) add(`/webinar/${w.id}`, t.webinar(w.title, when, formatDateTimeLong(w.startsAt)), w.userId);
  for (const c of clinics) add(`/coaching-clinic/${c.id}`, t.clinic(c.title, when, formatDateTimeLong(new Date(c.startsAt))), c.userId);
  return [...byEvent.values()];
}

/**
 * Reminds the participants of webinars and accepted coaching clinic participants that their
 * event starts tomorrow and within the hour (docs/notifications.md, E-mail section 3): one
 * notification per person, event and window, however often it runs. Returns how many were written.
 */
export async function remindUpcomingEvents(db: Database, now = new Date()): Promise<number> {
  let written = 0;
  for (const [when, fromMs, toMs] of WINDOWS) {
    for (const event of await upcoming(db, new Date(now.getTime() + fromMs), new Date(now.getTime() + toMs), when)) {
      written += await db.transaction(async (tx) => {
        const already = await tx
          .select({ userId: notifications.toUserId })
          .from(notifications)
          .where(and(eq(notifications.type, EVENT_REMINDER), eq(notifications.link, event.link), eq(notifications.title, event.title), inArray(notifications.toUserId, event.userIds)));
        const reminded = new Set(already.map((r) => r.userId));
        return notifyUsers(tx, { toUserIds: event.userIds.filter((id) => !reminded.has(id)), fromUserId: null, type: EVENT_REMINDER, link: event.link, title: event.title });
      });
    }
  }
  return written;
}
