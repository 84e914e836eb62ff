import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import certificateHandler from '@/pages/api/webinars/[id]/certificate';
import verifyHandler from '@/pages/api/webinars/certificates/[token]';
import itemHandler from '@/pages/api/webinars/[id]';
import { eq } from 'drizzle-orm';
import { webinarParticipants, webinarQuizAttempts } from '@/server/db/schema';
import type { CertificateVerification, WebinarDetail } from '@/utils/schemas/webinars';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import type { ErrorBody } from '../helpers/knowledge-fixtures';
import { pdfQrText, pdfText } from '../helpers/webinar-certificate-reader';
import { insertWebinar, participantOf, registerUser } from '../helpers/webinar-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();
const previousUrl = process.env.NEXTAUTH_URL;
let webinar: number;
let person: SessionUser;
let stranger: SessionUser;
const params = () => ({ id: String(webinar) });
const download = (user: SessionUser | null) => ctx.api.call<Buffer>(certificateHandler, { params: params(), user, bytes: true });
const refusal = async (user: SessionUser) => {
  const res = await ctx.api.call<ErrorBody & { fields?: { path: string }[] }>(certificateHandler, { params: params(), user });
  return { status: res.status, body: res.body };
};

beforeAll(async () => {
  process.env.NEXTAUTH_URL = 'http://localhost:3999/helpdesk/api/auth';
  webinar = await insertWebinar(ctx.db, {
    title: 'Transformasi Digital Kepegawaian',
    trainingHours: 4,
    startsAt: new Date('2026-12-05T02:00:00Z'),
    endsAt: new Date('2026-12-05T05:00:00Z'),
  });
  person = await createUser(ctx.db);
  stranger = await createUser(ctx.db);
  await registerUser(ctx.db, webinar, person.id);
});
afterAll(() => {
  if (previousUrl === undefined) delete process.env.NEXTAUTH_URL;
  else process.env.NEXTAUTH_URL = previousUrl;
});

describe('GET /webinars/{id}/certificate', () => {
  it('is for participants only', async () => {
    expect((await download(null)).status).toBe(401);
    expect((await refusal(stranger)).status).toBe(403);
  });

  it('answers 409 naming what is missing until attended, posttest taken and survey answered', async () => {
    const none = await refusal(person);
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('CERTIFICATE_NOT_READY');
    expect(none.body.message).toBe('Sertifikat belum tersedia: presensi, posttest, survei belum lengkap');
    expect(none.body.fields?.map((f) => f.path)).toEqual(['attendance', 'posttest', 'survey']);

    const participant = await participantOf(ctx.db, webinar, person.id);
    await ctx.db.insert(webinarQuizAttempts).values({ participantId: participant!.id, kind: 'posttest', answers: {}, correct: 1, total: 2, score: 50 });
    expect((await refusal(person)).body.message).toBe('Sertifikat belum tersedia: presensi, survei belum lengkap');
    const own = eq(webinarParticipants.id, participant!.id);
    await ctx.db.update(webinarParticipants).set({ attendedAt: new Date() }).where(own);
    expect((await refusal(person)).body.message).toBe('Sertifikat belum tersedia: survei belum lengkap');
    const detail = await ctx.api.call<WebinarDetail>(itemHandler, { params: params(), user: person });
    expect(detail.body.progress).toMatchObject({ certificate_ready: false, missing: ['survey'] });
    await ctx.db.update(webinarParticipants).set({ survey: { content: 5, speaker: 5, usefulness: 5 }, surveyAt: new Date() }).where(own);
  });

  it('then gives a PDF whose text and QR code read back, and the QR verifies publicly with the right name', async () => {
    const res = await download(person);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="sertifikat-/);
    const number = (await participantOf(ctx.db, webinar, person.id))?.certificateNumber ?? '';
    expect(number).toMatch(new RegExp(`^\\d+/WEB/BKD/${new Date().getFullYear()}$`));

    const text = await pdfText(res.body);
    expect(text).toContain(person.name);
    expect(text).toContain('Transformasi Digital Kepegawaian');
    expect(text).toContain(`Nomor: ${number}`);
    expect(text).toContain('5 Desember 2026');
    expect(text).toContain('4 JP');

    const url = await pdfQrText(res.body);
    const match = /^http:\/\/localhost:3999\/helpdesk\/sertifikat\/([0-9a-f-]{36})$/.exec(url ?? '');
    expect(match, String(url)).not.toBeNull();
    const verified = await ctx.api.call<CertificateVerification>(verifyHandler, { params: { token: match![1] }, user: null });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ valid: true, number, name: person.name, webinar: 'Transformasi Digital Kepegawaian', hours: 4, date: '2026-12-05T02:00:00.000Z' });
    // Nothing that identifies the person beyond the certificate itself.
    expect(JSON.stringify(verified.body)).not.toContain(person.employee_number ?? 'x');
    expect(Object.keys(verified.body).sort()).toEqual(['date', 'hours', 'name', 'number', 'valid', 'webinar']);
  });

  it('keeps the same number and token on a second download, and never gives a number twice', async () => {
    const before = await participantOf(ctx.db, webinar, person.id);
    expect((await download(person)).status).toBe(200);
    const after = await participantOf(ctx.db, webinar, person.id);
    expect(after).toMatchObject({ certificateNumber: before?.certificateNumber, certificateToken: before?.certificateToken });

    const second = await createUser(ctx.db);
    await registerUser(ctx.db, webinar, second.id, { attendedAt: new Date(), survey: {}, surveyAt: new Date() });
    const participant = await participantOf(ctx.db, webinar, second.id);
    await ctx.db.insert(webinarQuizAttempts).values({ participantId: participant!.id, kind: 'posttest', answers: {}, correct: 0, total: 1, score: 0 });
    expect((await download(second)).status).toBe(200);
    const other = (await participantOf(ctx.db, webinar, second.id))?.certificateNumber;
    expect(other).not.toBe(before?.certificateNumber);
    expect(Number(other?.split('/')[0])).toBeGreaterThan(Number(before?.certificateNumber?.split('/')[0]));
  });

  it('gives two downloads at once the same number', async () => {
    const third = await createUser(ctx.db);
    const participant = await registerUser(ctx.db, webinar, third.id, { attendedAt: new Date(), survey: {}, surveyAt: new Date() });
    await ctx.db.insert(webinarQuizAttempts).values({ participantId: participant.id, kind: 'posttest', answers: {}, correct: 0, total: 1, score: 0 });
    const both = await Promise.all([download(third), download(third)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const number = (await participantOf(ctx.db, webinar, third.id))?.certificateNumber ?? '';
    for (const res of both) expect(await pdfText(res.body)).toContain(`Nomor: ${number}`);
  });
});

describe('GET /webinars/certificates/{token}', () => {
  it('answers 404 for an unknown token and 400 for a malformed one, signed in or not', async () => {
    expect((await ctx.api.call(verifyHandler, { params: { token: '00000000-0000-4000-8000-000000000000' }, user: null })).status).toBe(404);
    expect((await ctx.api.call(verifyHandler, { params: { token: 'bukan-token' }, user: null })).status).toBe(400);
    expect((await ctx.api.call(verifyHandler, { params: { token: '00000000-0000-4000-8000-000000000000' }, user: person })).status).toBe(404);
  });
});
