import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import certificateHandler from '@/pages/api/webinars/[id]/certificate';
import verifyHandler from '@/pages/api/webinars/certificates/[token]';
import { users, webinarParticipants } from '@/server/db/schema';
import type { CertificateVerification } from '@/utils/schemas/webinars';
import { ACCOUNTS } from '../../sandboxes/identity/accounts.mjs';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';
import { DEMO_NIP, userWithNip } from '../helpers/personnel-fixtures';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';
import { pdfText } from '../helpers/webinar-certificate-reader';
import { insertWebinar, registerUser } from '../helpers/webinar-fixtures';

// docs/community.md section 4: the certificate prints a civil servant's name with the titles of
// their SIASN record, frozen at issue; the public verification says the same.
const ctx = useApiContext();
const sandbox = useSiasnSandbox();
const finished = { attendedAt: new Date(), survey: { content: 5, speaker: 5, usefulness: 5 }, surveyAt: new Date() };
let webinar: number;

async function readyParticipant(userId: number) {
  const row = await registerUser(ctx.db, webinar, userId, finished);
  await ctx.db.execute(`insert into webinar_quiz_attempts (participant_id, kind, answers, correct, total, score) values (${row.id}, 'posttest', '{}', 1, 1, 100)`);
}

beforeAll(async () => {
  webinar = await insertWebinar(ctx.db, { title: 'Gelar di Sertifikat', startsAt: new Date(Date.now() - 7_200_000), endsAt: new Date(Date.now() - 3_600_000) });
});

describe('the name on a certificate', () => {
  it("carries the titles SIASN holds, even when the account's own name has none", async () => {
    const person = await userWithNip(ctx.db, 'user', DEMO_NIP.user);
    await ctx.db.update(users).set({ name: 'nama akun tanpa gelar' }).where(eq(users.id, person.id));
    await readyParticipant(person.id);
    const withTitles = ACCOUNTS.simaster.find((a) => a.username === 'user')?.name ?? '';
    expect(withTitles).toMatch(/, S\./);

    const pdf = await ctx.api.call<Buffer>(certificateHandler, { params: { id: String(webinar) }, user: person, bytes: true });
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.body)).toContain(withTitles);
    const [row] = await ctx.db.select().from(webinarParticipants).where(eq(webinarParticipants.userId, person.id));
    expect(row.certificateName).toBe(withTitles);
    const verified = await ctx.api.call<CertificateVerification>(verifyHandler, { params: { token: row.certificateToken ?? '' }, user: null });
    expect(verified.body.name).toBe(withTitles);
  });

  it("falls back to the account's name when SIASN cannot answer, and keeps the name first printed", async () => {
    const person = await userWithNip(ctx.db, 'user', DEMO_NIP.user2);
    await readyParticipant(person.id);
    sandbox.sandbox.setFaults({ status: 503 });
    try {
      const pdf = await ctx.api.call<Buffer>(certificateHandler, { params: { id: String(webinar) }, user: person, bytes: true });
      expect(pdf.status).toBe(200);
      expect(await pdfText(pdf.body)).toContain(person.name ?? '');
    } finally {
      sandbox.sandbox.resetFaults();
    }
    const again = await ctx.api.call<Buffer>(certificateHandler, { params: { id: String(webinar) }, user: person, bytes: true });
    expect(await pdfText(again.body)).toContain(person.name ?? '');
  });

  it('prints the name as it is for an account without a NIP', async () => {
    const guest = await createUser(ctx.db);
    await readyParticipant(guest.id);
    const pdf = await ctx.api.call<Buffer>(certificateHandler, { params: { id: String(webinar) }, user: guest, bytes: true });
    expect(await pdfText(pdf.body)).toContain(guest.name ?? guest.username);
  });
});
