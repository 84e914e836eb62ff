import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationMails, notifications } from '@/server/db/schema';
import { EVENT_REMINDER, remindUpcomingEvents } from '@/server/notifications/event-reminders';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { addParticipant, insertClinic } from '../helpers/coaching-fixtures';
import { createUser } from '../helpers/fixtures';
import { eventually, giveEmail, useMailWorker } from '../helpers/mail-fixtures';
import { mailsTo, useMailSandbox } from '../helpers/mail-sandbox';
import { insertWebinar, registerUser } from '../helpers/webinar-fixtures';

// Reminders of a webinar or coaching clinic one joined (docs/notifications.md, E-mail section 3):
// the day before and within the hour, once each, by bell and by mail.
const ctx = useApiContext();
const mail = useMailSandbox();
const mailWorker = useMailWorker();

const HOUR = 3_600_000;
const NOW = new Date('2030-01-01T00:00:00Z');
let participant: SessionUser;
let pending: SessionUser;
let webinarId: number;
let clinicId: number;
let address: string;

beforeAll(async () => {
  participant = await createUser(ctx.db);
  pending = await createUser(ctx.db);
  const consultant = await createUser(ctx.db, { role: 'agent' });
  address = await giveEmail(ctx.db, participant);
  await giveEmail(ctx.db, pending);
  webinarId = await insertWebinar(ctx.db, { title: 'Manajemen ASN', startsAt: new Date(NOW.getTime() + 10 * HOUR), endsAt: new Date(NOW.getTime() + 12 * HOUR) });
  await registerUser(ctx.db, webinarId, participant.id);
  // 15:00 WIB on 1 January 2030 is 08:00 UTC: eight hours after NOW.
  clinicId = await insertClinic(ctx.db, { consultantId: consultant.id, title: 'Klinik SKP', date: '2030-01-01', startTime: '15:00', endTime: '16:00' });
  await addParticipant(ctx.db, clinicId, participant.id);
  await addParticipant(ctx.db, clinicId, pending.id, { request: 'pending' });
});

const remindersOf = (user: SessionUser) =>
  ctx.db.select({ title: notifications.title, link: notifications.link }).from(notifications).where(and(eq(notifications.toUserId, user.id), eq(notifications.type, EVENT_REMINDER)));

describe('event reminders', () => {
  it('remind the participants the day before, once however often it runs; a pending request gets none', async () => {
    expect(await remindUpcomingEvents(ctx.db, NOW)).toBe(2);
    expect(await remindUpcomingEvents(ctx.db, new Date(NOW.getTime() + 60_000))).toBe(0);
    const reminders = await remindersOf(participant);
    expect(reminders).toHaveLength(2);
    expect(reminders).toContainEqual({ link: `/webinar/${webinarId}`, title: expect.stringMatching(/^Webinar "Manajemen ASN" dimulai besok \(01 Januari 2030 17:00 WIB\)$/) });
    expect(reminders).toContainEqual({ link: `/coaching-clinic/${clinicId}`, title: expect.stringMatching(/^Coaching clinic "Klinik SKP" dimulai besok \(01 Januari 2030 15:00 WIB\)$/) });
    expect(await remindersOf(pending)).toEqual([]);
  });

  it('remind again within the hour, once', async () => {
    const halfHourBeforeClinic = new Date(NOW.getTime() + 7.5 * HOUR);
    expect(await remindUpcomingEvents(ctx.db, halfHourBeforeClinic)).toBe(1);
    expect(await remindUpcomingEvents(ctx.db, halfHourBeforeClinic)).toBe(0);
    expect((await remindersOf(participant)).filter((r) => r.title.includes('dalam satu jam'))).toEqual([{ link: `/coaching-clinic/${clinicId}`, title: expect.stringContaining('Klinik SKP') }]);
  });

  it('each reminder goes out as exactly one mail, linking to the event', async () => {
    await mailWorker.worker.mail.dispatch();
    await eventually(async () => (await ctx.db.select().from(notificationMails).where(eq(notificationMails.userId, participant.id))).every((m) => m.state === 'sent'));
    const received = await mailsTo(mail.sandbox, address);
    expect(received).toHaveLength(3);
    expect(received.map((m) => m.subject).sort()).toEqual((await remindersOf(participant)).map((r) => `[Helpdesk ASN] ${r.title}`).sort());
    expect(received.some((m) => m.text.includes(`http://localhost:3000/helpdesk/webinar/${webinarId}`))).toBe(true);
  });
});
