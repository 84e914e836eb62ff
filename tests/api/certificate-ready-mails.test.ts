// My certificate is ready (docs/notifications.md, E-mail section 3): the step that completes a
// webinar participant's certificate (the posttest or the survey, whichever comes last) tells them
// once, linked to the webinar's page, and mails them once.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import attemptsHandler from '@/pages/api/webinars/[id]/quiz/attempts';
import surveyHandler from '@/pages/api/webinars/[id]/survey';
import { notifications } from '@/server/db/schema';
import { CERTIFICATE_READY } from '@/server/webinars/certificate-ready';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';
import { eventually, giveEmail, outboxOf, useMailWorker } from '../helpers/mail-fixtures';
import { mailsTo, useMailSandbox } from '../helpers/mail-sandbox';
import { insertQuiz, insertWebinar, registerUser } from '../helpers/webinar-fixtures';

const ctx = useApiContext();
const mail = useMailSandbox();
const mailWorker = useMailWorker();
const HOUR = 3_600_000;
let webinar: number;
let item: number;

beforeAll(async () => {
  webinar = await insertWebinar(ctx.db, { title: 'Manajemen ASN', posttestAttempts: 2, startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR) });
  [item] = await insertQuiz(ctx.db, webinar, [['Singkatan ASN?', ['Aparatur Sipil Negara', 'Anggota Sipil Negara'], 1]]);
});

async function attendee(): Promise<SessionUser> {
  const person = await createUser(ctx.db, { role: 'user' });
  await registerUser(ctx.db, webinar, person.id, { attendedAt: new Date() });
  return person;
}
const posttest = (user: SessionUser) =>
  ctx.api.call(attemptsHandler, { method: 'POST', params: { id: String(webinar) }, user, body: { kind: 'posttest', answers: { [String(item)]: `answer1-${item}` } } });
const survey = (user: SessionUser) =>
  ctx.api.call(surveyHandler, { method: 'POST', params: { id: String(webinar) }, user, body: { content: 5, speaker: 4, usefulness: 5 } });
const told = async (user: SessionUser) =>
  ctx.db.select().from(notifications).where(and(eq(notifications.toUserId, user.id), eq(notifications.type, CERTIFICATE_READY)));

describe('certificate ready', () => {
  it('the last step tells the participant once, linked to the webinar, and mails them once', async () => {
    const person = await attendee();
    const address = await giveEmail(ctx.db, person);
    expect((await posttest(person)).status).toBe(201);
    expect(await told(person)).toHaveLength(0);
    expect((await survey(person)).status).toBe(201);
    expect((await posttest(person)).status).toBe(201);
    const rows = await told(person);
    expect(rows.map((r) => [r.title, r.link])).toEqual([['Sertifikat webinar "Manajemen ASN" sudah dapat diunduh', `/webinar/${webinar}`]]);

    await mailWorker.worker.mail.dispatch();
    await eventually(async () => (await outboxOf(ctx.db, person)).every((m) => m.state === 'sent'));
    const received = await mailsTo(mail.sandbox, address);
    expect(received.map((m) => m.subject)).toEqual(['[Helpdesk ASN] Sertifikat webinar "Manajemen ASN" sudah dapat diunduh']);
    expect(received[0].text).toContain(`http://localhost:3000/helpdesk/webinar/${webinar}`);
  });

  it('the survey first and the posttest last tells them at the posttest; a missing posttest tells nobody', async () => {
    const surveyFirst = await attendee();
    const noPosttest = await attendee();
    expect((await survey(surveyFirst)).status).toBe(201);
    expect((await survey(noPosttest)).status).toBe(201);
    expect(await told(surveyFirst)).toHaveLength(0);
    expect((await posttest(surveyFirst)).status).toBe(201);
    expect(await told(surveyFirst)).toHaveLength(1);
    expect(await told(noPosttest)).toHaveLength(0);
  });
});
