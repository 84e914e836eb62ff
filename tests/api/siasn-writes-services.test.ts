import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import ownBiodata from '@/pages/api/siasn/ws/pns/biodata';
import adminBiodata from '@/pages/api/siasn/ws/admin/[nip]/biodata';
import usulan from '@/pages/api/siasn/ws/pns/usulan';
import layanan from '@/pages/api/layanan/siasn';
import gelar from '@/pages/api/siasn/ws/pns/gelar';
import gelarToggle from '@/pages/api/siasn/ws/pns/gelar/[pendidikanId]';
import { siasnWrites } from '@/server/db/schema';
import type { BiodataRequest } from '@/utils/schemas/siasn-biodata';
import { usulanStage, usulanStatusColor } from '@/utils/rules/usulan-status';
import type { GelarState, UsulanRow } from '@/utils/schemas/siasn-usulan';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { disguisedHtml, multipart, samplePdf } from '../helpers/pdf-fixtures';
import { DEMO_NIP, demoUsers, statedPurposes } from '../helpers/personnel-fixtures';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

const ctx = useApiContext();
const siasn = useSiasnSandbox();

let pns: SessionUser;
let agent: SessionUser;
let admin: SessionUser;

beforeAll(async () => {
  ({ pns, agent, admin } = await demoUsers(ctx.db));
  await statedPurposes(ctx.db, [agent, admin]);
});

const audits = (nip: string) => ctx.db.select().from(siasnWrites).where(eq(siasnWrites.nip, nip)).orderBy(desc(siasnWrites.id));

describe('Ubah Biodata', () => {
  type Overview = { fields: Record<string, string | null>; requests: BiodataRequest[]; code?: string; message?: string };
  const read = (user: SessionUser) => ctx.api.call<Overview>(ownBiodata, { path: '/siasn/ws/pns/biodata', user });
  const post = (body: unknown, user: SessionUser) => ctx.api.call<BiodataRequest & { code?: string; message?: string }>(ownBiodata, { method: 'POST', body, user });

  it('sends only what differs; the request waits, then shows as applied once SIASN has it', async () => {
    const res = await post({ noHp: '081234567890', email: (await read(pns)).body.fields.email ?? '' }, pns);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ state: 'menunggu', changes: { noHp: '081234567890' } });
    expect(Object.keys(res.body.changes)).toEqual(['noHp']);
    // SIASN applies it later (the sandbox on command); the write dropped the cached data utama.
    siasn.sandbox.applyPending();
    const after = await read(pns);
    expect(after.body.fields.noHp).toBe('081234567890');
    expect(after.body.requests[0].state).toBe('diterapkan');
  });

  it('refuses a change that changes nothing, a bad phone number and unknown fields (400), without a call', async () => {
    const writes = siasn.sandbox.stats().writes;
    expect((await post({ noHp: '081234567890' }, pns)).status).toBe(400);
    expect((await post({ noHp: '12345' }, pns)).status).toBe(400);
    expect((await post({ nama: 'Nama Baru' }, pns)).status).toBe(400);
    expect((await post({}, pns)).status).toBe(400);
    expect(siasn.sandbox.stats().writes).toBe(writes);
  });

  it('a SIASN failure is 502 and lists no request (the audit keeps the failure)', async () => {
    const before = (await read(pns)).body.requests.length;
    siasn.sandbox.setFaults({ status: 503, times: 1, pathPrefix: '/pns/data-utama-update' });
    const res = await post({ alamat: 'Jl. Pahlawan No. 110, Surabaya' }, pns);
    siasn.sandbox.resetFaults();
    expect(res.status).toBe(502);
    expect((await read(pns)).body.requests).toHaveLength(before);
    expect((await audits(DEMO_NIP.user))[0]).toMatchObject({ type: 'biodata', outcome: 'error' });
  });

  it('staff read by NIP; only admins change another record', async () => {
    const path = `/siasn/ws/admin/${DEMO_NIP.user}/biodata`;
    expect((await ctx.api.call(adminBiodata, { path, params: { nip: DEMO_NIP.user }, user: agent })).status).toBe(200);
    expect((await ctx.api.call(adminBiodata, { path, params: { nip: DEMO_NIP.user }, user: pns })).status).toBe(403);
    expect((await ctx.api.call(adminBiodata, { method: 'POST', path, params: { nip: DEMO_NIP.user }, body: { noTelp: '0315551234' }, user: agent })).status).toBe(403);
    expect((await ctx.api.call(adminBiodata, { method: 'POST', path, params: { nip: DEMO_NIP.user }, body: { noTelp: '0315551234' }, user: admin })).status).toBe(201);
  });
});

describe('proposals (usulan)', () => {
  const submit = (fields: Record<string, string>, bytes: Buffer, user: SessionUser) =>
    ctx.api.call<{ id: string; message: string; code?: string }>(usulan, { method: 'POST', rawBody: multipart({ bytes, name: 'ijazah.pdf' }, fields), user });
  const inbox = (user: SessionUser, params: Record<string, string> = {}) => ctx.api.call<{ nip: string; rows: UsulanRow[] }>(layanan, { path: '/layanan/siasn', params, user });

  it('a name correction with its document appears as Input Berkas, both writes audited', async () => {
    const res = await submit({ jenis: 'perbaikan-nama', nama: 'Siti Aminah Rahmawati', keterangan: 'Nama pada SK CPNS' }, samplePdf('KTP'), pns);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const rows = (await inbox(pns, { jenis_layanan: 'perbaikan-nama' })).body.rows;
    const mine = rows.find((r) => r.id === res.body.id);
    expect(mine).toMatchObject({ jenis: 'perbaikan-nama', status_usulan: '1', status_text: 'Input Berkas', status_color: 'blue', stage: 'in-progress', document: 'Dokumen pendukung perbaikan nama' });
    expect(rows.every((r) => r.jenis === 'perbaikan-nama')).toBe(true);
    const [submitted, uploaded] = await audits(DEMO_NIP.user);
    expect([uploaded.type, uploaded.action, submitted.type, submitted.action, submitted.outcome]).toEqual(['dokumen', 'upload', 'usulan', 'submit', 'ok']);
  });

  it('statuses carry the spec texts and colours (22 yellow, 32 green; only refusals red)', async () => {
    const rows = [...(await inbox(pns)).body.rows, ...(await inbox(agent)).body.rows, ...(await inbox(admin)).body.rows];
    for (const row of rows) expect([row.status_color, row.stage]).toEqual([usulanStatusColor(row.status_usulan), usulanStage(row.status_usulan)]);
    expect(rows.filter((row) => row.status_color === 'red').every((row) => row.stage === 'refused')).toBe(true);
    const texts = new Set(rows.map((r) => r.status_text));
    expect(texts.has('Input Berkas')).toBe(true);
  });

  it('refuses a disguised file (415) and a degree inclusion without a degree (400), before SIASN', async () => {
    const writes = siasn.sandbox.stats().writes;
    expect((await submit({ jenis: 'perbaikan-nama', nama: 'X Y', keterangan: 'a' }, disguisedHtml(), pns)).status).toBe(415);
    expect((await submit({ jenis: 'pencantuman-gelar', keterangan: 'a' }, samplePdf(), pns)).status).toBe(400);
    expect((await submit({ jenis: 'kenaikan-pangkat', keterangan: 'a' }, samplePdf(), pns)).status).toBe(400);
    expect(siasn.sandbox.stats().writes).toBe(writes);
  });

  it("GET /layanan/siasn: own NIP for users, any for staff", async () => {
    expect((await inbox(pns, { nip: DEMO_NIP.admin })).status).toBe(403);
    expect((await inbox(agent, { nip: DEMO_NIP.user })).body.nip).toBe(DEMO_NIP.user);
    expect((await inbox(pns, { jenis_layanan: 'tidak-ada' })).status).toBe(400);
  });
});

describe('degrees (gelar)', () => {
  const state = (user: SessionUser) => ctx.api.call<GelarState>(gelar, { path: '/siasn/ws/pns/gelar', user });
  const toggle = (pendidikanId: string, body: unknown, user: SessionUser) =>
    ctx.api.call<GelarState & { code?: string }>(gelarToggle, { method: 'PUT', params: { pendidikanId }, body, user });

  it("lists the education history's degrees, the name's titles checked; unchecking previews the name without it", async () => {
    const res = await state(pns);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const degree = res.body.degrees.find((d) => d.gelarBelakang);
    expect(degree).toBeDefined();
    expect(degree?.inName.belakang).toBe(true);
    expect(degree?.checked.belakang).toBe(true);
    expect(res.body.preview.fullName).toBe(res.body.current.fullName);
    const off = await toggle(String(degree?.pendidikanId), { lokasi: 'belakang', checked: false }, pns);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.preview.fullName).not.toContain(String(degree?.gelarBelakang));
    expect((await toggle(String(degree?.pendidikanId), { lokasi: 'belakang', checked: true }, pns)).body.preview.fullName).toBe(res.body.current.fullName);
  });

  it('refuses a location without a title, an unknown degree and a bad body', async () => {
    const res = await state(pns);
    const noFront = res.body.degrees.find((d) => !d.gelarDepan);
    if (noFront) expect((await toggle(noFront.pendidikanId, { lokasi: 'depan', checked: true }, pns)).status).toBe(400);
    expect((await toggle('tidak-ada', { lokasi: 'belakang', checked: true }, pns)).status).toBe(404);
    expect((await toggle(res.body.degrees[0].pendidikanId, { lokasi: 'tengah', checked: true }, pns)).status).toBe(400);
  });
});
