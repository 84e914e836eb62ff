import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import listHandler from '@/pages/api/webinars';
import itemHandler from '@/pages/api/webinars/[id]';
import certificateHandler from '@/pages/api/webinars/[id]/certificate';
import { webinarParticipants, webinarQuizAttempts, webinarSeries } from '@/server/db/schema';
import type { WebinarDetail } from '@/utils/schemas/webinars';
import { createUser } from '../helpers/fixtures';
import { expectFieldError, knowledgeCast, refusals, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { pdfText } from '../helpers/webinar-certificate-reader';
import { registerUser } from '../helpers/webinar-fixtures';
import { useApiContext } from '../helpers/api-context';

// Issue 31: the certificate's signatory, set per series by admins (migration 0022).
const ctx = useApiContext();
let cast: KnowledgeCast;
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const SIGNATORY = { signatory_name: 'Dr. Indah Lestari, M.Si.', signatory_nip: '197503122000032004', signatory_position: 'Kepala Badan' };
const valid = () => ({ title: 'Etika ASN', allowed_groups: ['MASTER'], starts_at: at(-3), ends_at: at(-1), status: 'published', ...SIGNATORY });

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
});

describe('the signatory of a series', () => {
  it.each(refusals(() => cast))('cannot be set by %s', async (_who, who, status) => {
    expect((await ctx.api.call(listHandler, { method: 'POST', body: valid(), user: who() })).status).toBe(status);
  });

  it('is stored with the series and shown back; a change sends the three together, empty strings clear them', async () => {
    const created = await ctx.api.call<WebinarDetail>(listHandler, { method: 'POST', body: valid(), user: cast.admin });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(SIGNATORY);
    const params = { id: String(created.body.id) };

    await expectFieldError(ctx.api, itemHandler, { method: 'PATCH', params, body: { signatory_name: 'Budi' }, user: cast.admin }, 'signatory_nip');
    await expectFieldError(ctx.api, itemHandler, { method: 'PATCH', params, body: { ...SIGNATORY, signatory_nip: '12345' }, user: cast.admin }, 'signatory_nip');
    const [stored] = await ctx.db.select().from(webinarSeries).where(eq(webinarSeries.id, created.body.id));
    expect(stored.signatoryName).toBe(SIGNATORY.signatory_name);

    const cleared = await ctx.api.call<WebinarDetail>(itemHandler, { method: 'PATCH', params, body: { signatory_name: '', signatory_nip: '', signatory_position: '' }, user: cast.admin });
    expect(cleared.body).toMatchObject({ signatory_name: null, signatory_nip: null, signatory_position: null });
  });

  it('signs the certificate: position, agency, name and NIP on the PDF', async () => {
    const created = await ctx.api.call<WebinarDetail>(listHandler, { method: 'POST', body: valid(), user: cast.admin });
    const person = await createUser(ctx.db);
    const participant = await registerUser(ctx.db, created.body.id, person.id, { attendedAt: new Date(), survey: { content: 5, speaker: 5, usefulness: 5 }, surveyAt: new Date() });
    await ctx.db.insert(webinarQuizAttempts).values({ participantId: participant.id, kind: 'posttest', answers: {}, correct: 1, total: 1, score: 100 });

    const pdf = await ctx.api.call<Buffer>(certificateHandler, { params: { id: String(created.body.id) }, user: person, bytes: true });
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.body);
    for (const part of ['Kepala Badan', 'Badan Kepegawaian Daerah Provinsi Jawa Timur', 'Dr. Indah Lestari, M.Si.', 'NIP. 197503122000032004']) expect(text).toContain(part);
    expect((await ctx.db.select().from(webinarParticipants).where(eq(webinarParticipants.id, participant.id)))[0].certificateNumber).toBeTruthy();
  });
});
