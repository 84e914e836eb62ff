import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ownSave from '@/pages/api/siasn/ws/pns/rw/[kind]';
import ownDelete from '@/pages/api/siasn/ws/pns/rw/[kind]/[id]';
import adminSave from '@/pages/api/siasn/ws/admin/[nip]/rw/[kind]';
import adminDelete from '@/pages/api/siasn/ws/admin/[nip]/rw/[kind]/[id]';
import ownSection from '@/pages/api/siasn/ws/pns/[section]';
import { siasnWrites } from '@/server/db/schema';
import { setRateLimitStore } from '@/server/http/rate-limit';
import { MemoryRateLimitStore } from '@/server/http/rate-limit-store';
import { RECORD_KIND_INFO, RECORD_KINDS, isDeletableKind, type RecordKind } from '@/utils/catalogue/personnel-writes';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { DEMO_NIP, demoUsers } from '../helpers/personnel-fixtures';
import { validInputs } from '../helpers/personnel-write-inputs';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

const ctx = useApiContext();
const siasn = useSiasnSandbox();

type Row = Record<string, unknown>;
let pns: SessionUser;
let agent: SessionUser;
let admin: SessionUser;
let inputs: ReturnType<typeof validInputs>;

beforeAll(async () => {
  ({ pns, agent, admin } = await demoUsers(ctx.db));
  const utama = (await readOwn('data-utama', pns)) as unknown as Row;
  inputs = validInputs(String(utama.unorId));
});
// Each test stays within the per-person limit on SIASN writes (tests/api/siasn-write-guards.test.ts); the file as a whole does not.
beforeEach(() => setRateLimitStore(new MemoryRateLimitStore()));

async function readOwn(section: string, user: SessionUser): Promise<Row[]> {
  const res = await ctx.api.call<{ data: unknown }>(ownSection, { path: `/siasn/ws/pns/${section}`, params: { section }, user });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Row[];
}

/** The rows of a kind as the section screen gets them. */
async function rowsOf(kind: RecordKind, user: SessionUser): Promise<Row[]> {
  const info = RECORD_KIND_INFO[kind];
  const data = await readOwn(info.section, user);
  return info.part ? ((data as unknown as Record<string, Row[]>)[info.part] ?? []) : data;
}

const save = (kind: string, body: unknown, user: SessionUser | null) =>
  ctx.api.call<{ id: string; message: string; row: Row | null; reread: string; code?: string }>(ownSave, { method: 'POST', path: `/siasn/ws/pns/rw/${kind}`, params: { kind }, body, user });
const remove = (kind: string, id: string, user: SessionUser | null) =>
  ctx.api.call<{ message: string; code?: string }>(ownDelete, { method: 'DELETE', path: `/siasn/ws/pns/rw/${kind}/${id}`, params: { kind, id }, user });
const saveFor = (nip: string, kind: string, body: unknown, user: SessionUser) =>
  ctx.api.call<{ id: string; code?: string }>(adminSave, { method: 'POST', path: `/siasn/ws/admin/${nip}/rw/${kind}`, params: { nip, kind }, body, user });
const removeFor = (nip: string, kind: string, id: string, user: SessionUser) =>
  ctx.api.call<{ code?: string }>(adminDelete, { method: 'DELETE', path: `/siasn/ws/admin/${nip}/rw/${kind}/${id}`, params: { nip, kind, id }, user });

const audits = (nip: string) => ctx.db.select().from(siasnWrites).where(eq(siasnWrites.nip, nip)).orderBy(desc(siasnWrites.id));

describe('history entries: a civil servant on their own record', () => {
  it.each(RECORD_KINDS.filter(isDeletableKind))('%s: created, read back, updated, deleted, each audited', async (kind) => {
    const idField = RECORD_KIND_INFO[kind].idField;
    const created = await save(kind, inputs[kind], pns);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.id).toEqual(expect.any(String));
    expect(created.body.message).not.toBe('');
    // The answer carries the entry as SIASN stored it, read back after the save.
    expect(created.body.reread).toBe('ok');
    expect(created.body.row).toEqual((await rowsOf(kind, pns)).find((row) => row[idField] === created.body.id));

    const updated = await save(kind, { ...inputs[kind], id: created.body.id }, pns);
    expect(updated.status, JSON.stringify(updated.body)).toBe(201);
    expect(updated.body.id).toBe(created.body.id);

    const deleted = await remove(kind, created.body.id, pns);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await rowsOf(kind, pns)).some((row) => row[idField] === created.body.id)).toBe(false);

    const [del, upd, cre] = await audits(DEMO_NIP.user);
    expect([cre, upd, del].map((a) => [a.type, a.service, a.action, a.outcome, a.userId])).toEqual([
      ['riwayat', kind, 'create', 'ok', pns.id],
      ['riwayat', kind, 'update', 'ok', pns.id],
      ['riwayat', kind, 'delete', 'ok', pns.id],
    ]);
    expect(cre.riwayatId).toBe(created.body.id);
    expect(cre.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('skp22: created (SIASN answers mapData as the bare id), read back, updated; its delete is 422 RECORD_NOT_DELETABLE before any SIASN call', async () => {
    const created = await save('skp22', inputs.skp22, pns);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ reread: 'ok', row: { id: created.body.id, tahun: inputs.skp22.tahun } });
    expect((await rowsOf('skp22', pns)).some((row) => row.id === created.body.id)).toBe(true);
    const updated = await save('skp22', { ...inputs.skp22, id: created.body.id }, pns);
    expect(updated.body.id).toBe(created.body.id);

    const calls = siasn.sandbox.stats().calls;
    for (const attempt of [remove('skp22', created.body.id, pns), removeFor(DEMO_NIP.user, 'skp22', created.body.id, admin)]) {
      const refused = await attempt;
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ code: 'RECORD_NOT_DELETABLE', message: expect.stringContaining('melalui BKN') });
    }
    expect(siasn.sandbox.stats().calls).toBe(calls);
    expect((await rowsOf('skp22', pns)).some((row) => row.id === created.body.id)).toBe(true);
    const [upd, cre] = await audits(DEMO_NIP.user);
    expect([cre.action, upd.action]).toEqual(['create', 'update']);
  });

  it('sends what SIASN wants: the quadrant by the rule, totals and flags as texts, the PNS id from data utama', async () => {
    const created = await save('skp22', { ...inputs.skp22, hasilKinerjaNilai: 3, perilakuKerjaNilai: 3 }, pns);
    expect(created.status).toBe(201);
    const row = (await rowsOf('skp22', pns)).find((r) => r.id === created.body.id);
    expect(row?.KuadranKinerjaNilai).toBe(5);
    const [audit] = await audits(DEMO_NIP.user);
    expect(audit.request).toMatchObject({ kuadranKinerjaNilai: 5, pnsDinilaiOrang: expect.any(String) });
    const credit = await save('angkakredit', inputs.angkakredit, pns);
    const [creditAudit] = await audits(DEMO_NIP.user);
    expect(credit.status).toBe(201);
    expect(creditAudit.request).toMatchObject({ kreditBaruTotal: '15.75', isKonversi: '1', isIntegrasi: '0', bulanMulaiPenailan: '1' });
  });

  it('derives the year fields SIASN keeps beside the dates (diklat and kursus from the start, penghargaan from the SK), asking none', async () => {
    const cases = [
      ['diklat', { ...inputs.diklat, tanggal: '28-12-2025', tanggalSelesai: '09-01-2026' }, { tahun: 2025 }],
      ['kursus', { ...inputs.kursus, tanggalKursus: '30-12-2024', tanggalSelesaiKursus: '02-01-2025' }, { tahunKursus: 2024 }],
      ['penghargaan', { ...inputs.penghargaan, skDate: '17-08-2023' }, { tahun: 2023 }],
    ] as const;
    for (const [kind, input, year] of cases) {
      const created = await save(kind, input, pns);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const [audit] = await audits(DEMO_NIP.user);
      expect(audit.request, kind).toMatchObject(year);
      expect((await rowsOf(kind, pns)).find((row) => row[RECORD_KIND_INFO[kind].idField] === created.body.id), kind).toMatchObject(year);
    }
    // A year sent anyway is not the person's to set: the schema knows no such field.
    const extra = await save('kursus', { ...inputs.kursus, tahunKursus: 1999 } as typeof inputs.kursus, pns);
    expect(extra.status).toBe(201);
    const [audit] = await audits(DEMO_NIP.user);
    expect(audit.request).toMatchObject({ tahunKursus: 2026 });
  });

  it('a generated row of the record is updated and deleted in place', async () => {
    const [row] = await rowsOf('jabatan', pns);
    expect(row).toBeDefined();
    const res = await save('jabatan', { ...inputs.jabatan, id: String(row.id), nomorSk: 'SK-UBAH-01' }, pns);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await rowsOf('jabatan', pns)).find((r) => r.id === row.id)?.nomorSk).toBe('SK-UBAH-01');
    expect((await remove('jabatan', String(row.id), pns)).status).toBe(200);
    expect((await rowsOf('jabatan', pns)).some((r) => r.id === row.id)).toBe(false);
  });
});

describe('reading a saved entry back', () => {
  afterEach(() => siasn.sandbox.resetFaults());

  it('uses the single-record read where the reference has one (kursus) and the list where not (sertifikasi)', async () => {
    // A failing list read does not touch kursus's read-back; a failing single read does.
    siasn.sandbox.setFaults({ status: 500, pathPrefix: '/pns/rw-kursus' });
    expect((await save('kursus', inputs.kursus, pns)).body).toMatchObject({ reread: 'ok', row: { namaKursus: inputs.kursus.namaKursus } });
    siasn.sandbox.setFaults({ status: 500, pathPrefix: '/sertifikasi/id' });
    expect((await save('sertifikasi', inputs.sertifikasi, pns)).body).toMatchObject({ reread: 'ok', row: { namaSertifikasi: inputs.sertifikasi.namaSertifikasi } });
  });

  it('a read-back that fails leaves the save standing: 201 with the id, reread "failed", audited ok, the entry in SIASN', async () => {
    for (const [kind, prefix] of [['kursus', '/kursus/id'], ['sertifikasi', '/pns/rw-sertifikasi']] as const) {
      siasn.sandbox.setFaults({ status: 500, pathPrefix: prefix });
      const saved = await save(kind, inputs[kind], pns);
      siasn.sandbox.resetFaults();
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      expect(saved.body).toMatchObject({ id: expect.any(String), message: 'Data berhasil disimpan', row: null, reread: 'failed' });
      const [audit] = await audits(DEMO_NIP.user);
      expect(audit).toMatchObject({ service: kind, action: 'create', outcome: 'ok', riwayatId: saved.body.id });
      expect((await rowsOf(kind, pns)).some((row) => row.id === saved.body.id), kind).toBe(true);
    }
  });
});

describe('refusals', () => {
  it('another record is 403 for a user and an agent, on either route, and reaches no gateway', async () => {
    const [other] = await rowsOf('jabatan', admin);
    const before = siasn.sandbox.stats().calls;
    expect((await saveFor(DEMO_NIP.admin, 'diklat', inputs.diklat, pns)).status).toBe(403);
    expect((await saveFor(DEMO_NIP.admin, 'diklat', inputs.diklat, agent)).status).toBe(403);
    expect((await removeFor(DEMO_NIP.admin, 'jabatan', String(other.id), agent)).status).toBe(403);
    expect(siasn.sandbox.stats().calls).toBe(before);
    expect(await audits(DEMO_NIP.admin)).toHaveLength(0);
  });

  it("an id of someone else's row is 404 RECORD_NOT_FOUND on the own route, nothing sent", async () => {
    const [other] = await rowsOf('jabatan', admin);
    const writes = siasn.sandbox.stats().writes;
    const updated = await save('jabatan', { ...inputs.jabatan, id: String(other.id) }, pns);
    expect(updated.status).toBe(404);
    expect(updated.body.code).toBe('RECORD_NOT_FOUND');
    expect((await remove('jabatan', String(other.id), pns)).body.code).toBe('RECORD_NOT_FOUND');
    expect(siasn.sandbox.stats().writes).toBe(writes);
  });

  it('an admin writes any record; the audit names the admin and the NIP', async () => {
    const res = await saveFor(DEMO_NIP.user2, 'penghargaan', inputs.penghargaan, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [audit] = await audits(DEMO_NIP.user2);
    expect(audit).toMatchObject({ userId: admin.id, service: 'penghargaan', action: 'create', outcome: 'ok' });
    expect((await removeFor(DEMO_NIP.user2, 'penghargaan', res.body.id, admin)).status).toBe(200);
  });

  it.each([
    ['a date not DD-MM-YYYY', 'diklat', { tanggal: '2026-06-01' }, 'tanggal'],
    ['an impossible date', 'diklat', { tanggal: '31-02-2026' }, 'tanggal'],
    ['an end before the start', 'kursus', { tanggalSelesaiKursus: '01-01-2026' }, 'tanggalSelesaiKursus'],
    ['a rating of 4', 'skp22', { hasilKinerjaNilai: 4 }, 'hasilKinerjaNilai'],
    ['a quarter that is not one', 'kinerjaperiodik', { bulanMulaiPenilaian: 2, bulanSelesaiPenilaian: 4 }, 'bulanSelesaiPenilaian'],
    ['an award not in the catalogue', 'penghargaan', { hargaId: '999' }, 'hargaId'],
    ['a position type without its post', 'jabatan', { jabatanFungsionalUmumId: '' }, 'jabatanFungsionalUmumId'],
    ['an empty SK number', 'angkakredit', { nomorSk: '   ' }, 'nomorSk'],
  ] as const)('%s is 400 with an Indonesian message and writes nothing', async (_label, kind, change, field) => {
    const writes = siasn.sandbox.stats().writes;
    const res = await save(kind, { ...inputs[kind], ...change }, pns);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(JSON.stringify(res.body)).toContain(field);
    expect(siasn.sandbox.stats().writes).toBe(writes);
  });

  it('an unknown kind is 404; no session is 401', async () => {
    expect((await save('hukdis', inputs.diklat, pns)).status).toBe(404);
    expect((await save('diklat', inputs.diklat, null)).status).toBe(401);
  });

  it("SIASN's refusal is 422 with its reason; the audit keeps it; nothing else changes", async () => {
    // An organisation unit SIASN does not know: the sandbox refuses the save (HTTP 200, success false).
    const res = await save('jabatan', { ...inputs.jabatan, unorId: 'UNOR-TIDAK-ADA' }, pns);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toMatchObject({ code: 'SIASN_REJECTED', message: expect.stringContaining('SIASN menolak') });
    const [audit] = await audits(DEMO_NIP.user);
    expect(audit).toMatchObject({ service: 'jabatan', outcome: 'rejected', gatewayMessage: res.body.message });
  });

  it('a gateway failure is 502, audited as an error, and the section keeps its rows', async () => {
    const before = (await rowsOf('kursus', pns)).length;
    siasn.sandbox.setFaults({ status: 500, times: 1, pathPrefix: '/kursus/save' });
    const res = await save('kursus', inputs.kursus, pns);
    siasn.sandbox.resetFaults();
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('SIASN_ERROR');
    const [audit] = await audits(DEMO_NIP.user);
    expect(audit).toMatchObject({ service: 'kursus', action: 'create', outcome: 'error' });
    expect(await rowsOf('kursus', pns)).toHaveLength(before);
  });
});
