import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import layanan from '@/pages/api/layanan/siasn';
import usulan from '@/pages/api/siasn/ws/pns/usulan';
import ownResend from '@/pages/api/siasn/ws/pns/usulan/[id]/dokumen';
import adminResend from '@/pages/api/siasn/ws/admin/[nip]/usulan/[id]/dokumen';
import { siasnWrites } from '@/server/db/schema';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import type { UsulanRow } from '@/utils/schemas/siasn-usulan';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { disguisedHtml, multipart, samplePdf } from '../helpers/pdf-fixtures';
import { DEMO_NIP, demoUsers } from '../helpers/personnel-fixtures';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

// "Unggah ulang dokumen" (issue 31): a proposal SIASN sent back for its documents gets a new PDF
// through upload-dok and the proposal's save with its id, against the SIASN sandbox.
const ctx = useApiContext();
const siasn = useSiasnSandbox();

let pns: SessionUser;
let agent: SessionUser;
let admin: SessionUser;

beforeAll(async () => {
  ({ pns, agent, admin } = await demoUsers(ctx.db));
});

type Answer = { id?: string; message: string; code?: string };
const submit = (user: SessionUser) =>
  ctx.api.call<{ id: string }>(usulan, { method: 'POST', rawBody: multipart({ bytes: samplePdf('KTP'), name: 'ktp.pdf' }, { jenis: 'perbaikan-nama', nama: 'Nama Sesuai KTP', keterangan: 'Salah ketik' }), user });
const resend = (user: SessionUser, id: string, bytes = samplePdf('KTP baru')) =>
  ctx.api.call<Answer>(ownResend, { method: 'POST', params: { id }, rawBody: multipart({ bytes, name: 'ktp-baru.pdf' }, {}), user });
const adminCall = (user: SessionUser, nip: string, id: string) =>
  ctx.api.call<Answer>(adminResend, { method: 'POST', params: { nip, id }, rawBody: multipart({ bytes: samplePdf('KTP'), name: 'ktp.pdf' }, {}), user });
const inbox = async (user: SessionUser) => (await ctx.api.call<{ rows: UsulanRow[] }>(layanan, { path: '/layanan/siasn', user })).body.rows;
const audits = (nip: string) => ctx.db.select().from(siasnWrites).where(eq(siasnWrites.nip, nip)).orderBy(desc(siasnWrites.id));

/** A name correction of `user`, which SIASN then sends back (status 5). */
async function sentBack(user: SessionUser): Promise<string> {
  const { status, body } = await submit(user);
  expect(status, JSON.stringify(body)).toBe(201);
  siasn.sandbox.advanceUsulan({ id: body.id, status: 5 });
  return body.id;
}

describe('re-sending the document of a proposal SIASN sent back', () => {
  it('shows the proposal as sent back with its document, then, after the new PDF, at Input Berkas again; both writes audited', async () => {
    const id = await sentBack(pns);
    const before = (await inbox(pns)).find((row) => row.id === id);
    expect(before).toMatchObject({ status_usulan: '5', stage: 'needs-person', status_color: 'orange', document: 'Dokumen pendukung perbaikan nama' });
    const res = await resend(pns, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ id, message: 'Usulan berhasil diperbarui' });
    expect((await inbox(pns)).find((row) => row.id === id)).toMatchObject({ status_usulan: '1', stage: 'in-progress', status_color: 'blue' });
    const [saved, uploaded] = await audits(DEMO_NIP.user);
    expect([uploaded.type, uploaded.action, saved.type, saved.action, saved.outcome]).toEqual(['dokumen', 'upload', 'usulan', 'update', 'ok']);
    expect(saved.request).toMatchObject({ id, nip: DEMO_NIP.user, jenis_layanan_id: '2' });
  });

  it('refuses a proposal that is not sent back (409) and one that is not the own (404), before anything reaches SIASN', async () => {
    const { body } = await submit(pns);
    const theirs = await sentBack(agent);
    const writes = siasn.sandbox.stats().writes;
    const moving = await resend(pns, body.id);
    expect([moving.status, moving.body.code]).toEqual([409, 'CONFLICT']);
    expect(moving.body.message).toBe('Usulan ini tidak sedang diminta perbaikan dokumen');
    const foreign = await resend(pns, theirs);
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Usulan tidak ditemukan']);
    expect(siasn.sandbox.stats().writes).toBe(writes);
  });

  it('a service proposed elsewhere (no portal document) is 422 with whom to ask; a disguised file is 415', async () => {
    // SIASN's agency list holds sent-back proposals of services the portal does not propose (Kenaikan Pangkat, ...).
    const list = (await getSiasnGateway().get('/imut/simpeg/usulan/list', { query: { limit: 100_000, offset: 0 } })).data as Record<string, string>[];
    const elsewhere = list.find((row) => row.status_usulan === '5' && !['2', '4'].includes(row.jenis_layanan_id));
    expect(elsewhere).toBeDefined();
    const res = await adminCall(admin, elsewhere!.nip, elsewhere!.id);
    expect([res.status, res.body.code]).toEqual([422, 'USULAN_NOT_FROM_PORTAL']);
    expect(res.body.message).toContain('pengelola kepegawaian');
    const id = await sentBack(pns);
    const disguised = await resend(pns, id, disguisedHtml());
    expect(disguised.status).toBe(415);
  });

  it('an admin re-sends for another NIP; an agent may not (403)', async () => {
    const id = await sentBack(pns);
    expect((await adminCall(agent, DEMO_NIP.user, id)).status).toBe(403);
    const res = await adminCall(admin, DEMO_NIP.user, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await inbox(pns)).find((row) => row.id === id)?.status_usulan).toBe('1');
  });
});
