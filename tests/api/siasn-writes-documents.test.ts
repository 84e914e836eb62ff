import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import upload from '@/pages/api/siasn/ws/upload-dok-rw';
import download from '@/pages/api/siasn/ws/download-dok';
import ownSave from '@/pages/api/siasn/ws/pns/rw/[kind]';
import ownSection from '@/pages/api/siasn/ws/pns/[section]';
import { siasnWrites } from '@/server/db/schema';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { disguisedHtml, multipart, samplePdf } from '../helpers/pdf-fixtures';
import { DEMO_NIP, demoUsers, userWithNip, statedPurposes } from '../helpers/personnel-fixtures';
import { validInputs } from '../helpers/personnel-write-inputs';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

const ctx = useApiContext();
const siasn = useSiasnSandbox();

type Row = Record<string, unknown> & { path?: Record<string, { dok_uri?: string }> };
let pns: SessionUser;
let agent: SessionUser;
let admin: SessionUser;
let courseId: string;

const kursusRows = async (user: SessionUser) => {
  const res = await ctx.api.call<{ data: { kursus: Row[] } }>(ownSection, { path: '/siasn/ws/pns/diklat', params: { section: 'diklat' }, user });
  return res.body.data.kursus;
};
const send = (form: FormData, user: SessionUser | null) => ctx.api.call<{ message: string; code?: string; dokumen?: { dok_uri: string } }>(upload, { method: 'POST', path: '/siasn/ws/upload-dok-rw', rawBody: form, user });
const fetchDoc = (filePath: string, user: SessionUser, nip?: string) =>
  ctx.api.call<unknown>(download, { path: '/siasn/ws/download-dok', params: { filePath, ...(nip ? { nip } : {}) }, user });

beforeAll(async () => {
  ({ pns, agent, admin } = await demoUsers(ctx.db));
  await statedPurposes(ctx.db, [agent, admin]);
  const utama = await ctx.api.call<{ data: { unorId: string } }>(ownSection, { path: '/siasn/ws/pns/data-utama', params: { section: 'data-utama' }, user: pns });
  const saved = await ctx.api.call<{ id: string }>(ownSave, { method: 'POST', params: { kind: 'kursus' }, body: validInputs(utama.body.data.unorId).kursus, user: pns });
  expect(saved.status).toBe(201);
  courseId = saved.body.id;
});

describe('POST /siasn/ws/upload-dok-rw', () => {
  it('attaches a PDF to an own entry; the section shows it and download-dok gives the same bytes back', async () => {
    const pdf = samplePdf('Sertifikat kursus');
    const res = await send(multipart({ bytes: pdf, name: 'sertifikat kursus.pdf' }, { kind: 'kursus', id_riwayat: courseId }), pns);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.dokumen?.dok_uri).toEqual(expect.any(String));
    const row = (await kursusRows(pns)).find((r) => r.id === courseId);
    const uri = row?.path?.['881']?.dok_uri;
    expect(uri).toBe(res.body.dokumen?.dok_uri);
    const file = await fetchDoc(String(uri), pns);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="[A-Za-z0-9._-]+\.pdf"$/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const [audit] = await ctx.db.select().from(siasnWrites).where(eq(siasnWrites.nip, DEMO_NIP.user)).orderBy(desc(siasnWrites.id));
    expect(audit).toMatchObject({ type: 'dokumen', service: 'kursus', action: 'upload', outcome: 'ok', riwayatId: courseId });
    expect(audit.request).toMatchObject({ id_ref_dokumen: '881', file: { size: pdf.length, type: 'application/pdf' } });
    expect(JSON.stringify(audit.request)).not.toContain('%PDF');
    // Staff read it through the NIP; another civil servant may not.
    expect((await fetchDoc(String(uri), agent, DEMO_NIP.user)).status).toBe(200);
    const user2 = await userWithNip(ctx.db, 'user', DEMO_NIP.user2);
    expect((await fetchDoc(String(uri), user2, DEMO_NIP.user)).status).toBe(403);
  });

  it('refuses an HTML page named .pdf (415) before anything reaches SIASN', async () => {
    const writes = siasn.sandbox.stats().writes;
    const res = await send(multipart({ bytes: disguisedHtml(), name: 'sertifikat.pdf' }, { kind: 'kursus', id_riwayat: courseId }), pns);
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'INVALID_DOCUMENT', message: expect.any(String) });
    expect(siasn.sandbox.stats().writes).toBe(writes);
  });

  it("refuses someone else's entry: 404 on the own record, 403 on another NIP", async () => {
    const writes = siasn.sandbox.stats().writes;
    const other = (await kursusRows(admin))[0] ?? { id: '00000000-0000-4000-8000-000000000000' };
    expect((await send(multipart({ bytes: samplePdf(), name: 'a.pdf' }, { kind: 'kursus', id_riwayat: String(other.id) }), pns)).status).toBe(404);
    expect((await send(multipart({ bytes: samplePdf(), name: 'a.pdf' }, { kind: 'kursus', id_riwayat: courseId, nip: DEMO_NIP.user }), agent)).status).toBe(403);
    expect(siasn.sandbox.stats().writes).toBe(writes);
  });

  it('answers bad fields 400 and no session 401', async () => {
    expect((await send(multipart({ bytes: samplePdf(), name: 'a.pdf' }, { kind: 'hukdis', id_riwayat: courseId }), pns)).status).toBe(400);
    expect((await send(multipart({ bytes: samplePdf(), name: 'a.pdf' }, { kind: 'kursus', id_riwayat: '../x' }), pns)).status).toBe(400);
    expect((await send(multipart({ bytes: samplePdf(), name: 'a.pdf' }, { kind: 'kursus', id_riwayat: courseId }), null)).status).toBe(401);
  });
});

describe('GET /siasn/ws/download-dok', () => {
  it('serves only paths of the record: anything else is 404 without asking SIASN for it', async () => {
    const res = await fetchDoc('peremajaan/usulan/orang-lain.pdf', pns);
    expect(res.status).toBe(404);
    expect((await fetchDoc('../../etc/passwd', pns)).status).toBe(404);
  });

  it("a generated document of the record's own history opens as a PDF", async () => {
    const jabatan = await ctx.api.call<{ data: Row[] }>(ownSection, { path: '/siasn/ws/pns/jabatan', params: { section: 'jabatan' }, user: pns });
    const uri = jabatan.body.data.map((r) => r.path?.['872']?.dok_uri).find(Boolean);
    expect(uri).toEqual(expect.any(String));
    const file = await fetchDoc(String(uri), pns);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });
});
