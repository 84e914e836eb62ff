import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { READ_SECTIONS, generateProvince, type Row } from '../../sandboxes/siasn/data/index.mjs';
import { startSiasnSandbox, type SiasnSandbox } from '../../sandboxes/siasn/server.mjs';
import { TODAY, UUID } from '../helpers/siasn-province';
import { NIP, UNKNOWN_RESOURCE, apiCall, call, postControl, postJson, tokensOf } from '../helpers/siasn-sandbox-http';
import { kindCasesFor, type KindCase } from '../helpers/siasn-sandbox-payloads';

// The SIASN sandbox's record writes (docs/personnel-writes.md 3): saves and deletes of the eight
// kinds, their refusals, tokens, faults, reset and per-instance state. Documents:
// siasn-sandbox-documents.test.ts; data-utama changes and proposals: siasn-sandbox-usulan.test.ts.
const province = generateProvince({ today: TODAY });
const utama = province.dataUtama(NIP)!;
const NOT_FOUND_ROW = { success: false, message: 'Data riwayat tidak ditemukan' };

let sandbox: SiasnSandbox;
let headers: Record<string, string>;
let cases: KindCase[];

const api = (path: string, init: RequestInit = {}, target = sandbox, auth = headers) => apiCall(target, auth, path, init);
const save = (kind: string, payload: unknown, target = sandbox, auth = headers) => api(`/${kind}/save`, postJson(payload), target, auth);
const rows = async (read: string, target = sandbox, auth = headers) => ((await api(`${read}${NIP}`, {}, target, auth)).json as { data: Record<string, unknown>[] }).data;
const idOf = (row: Record<string, unknown>) => String(row.id ?? row.ID);
const caseOf = (kind: string) => cases.find((c) => c.kind === kind)!;
/** A save's mapData for the row id `id` (a value or a matcher). */
const mapDataOf = (c: KindCase, id: unknown) => (c.mapKey ? { [c.mapKey]: id } : id);

/** The sorted field names of the first generated row of a section anyone in the province has. */
function generatedFields(read: string): string[] {
  const section = province[READ_SECTIONS[`${read}{nip}`]] as (nip: string) => Row[] | null;
  for (const person of province.people) {
    const found = section(person.nip);
    if (found?.length) return Object.keys(found[0]).sort();
  }
  throw new Error(`nobody has rows at ${read}`);
}

beforeAll(async () => {
  sandbox = await startSiasnSandbox({ port: 0, today: TODAY });
  headers = await tokensOf(sandbox);
  cases = await kindCasesFor(sandbox, headers, province);
});
afterAll(() => sandbox.close());
afterEach(() => {
  sandbox.resetFaults();
  sandbox.resetWrites();
});

describe('saves and deletes of each record kind', () => {
  const kinds = ['jabatan', 'angkakredit', 'skp22', 'kinerjaperiodik', 'diklat', 'kursus', 'penghargaan', 'sertifikasi'];

  it.each(kinds)('%s: save -> the next read shows it in the read shape; update keeps the id; delete -> gone', async (kind) => {
    const c = caseOf(kind);
    const before = await rows(c.read);
    const created = await save(kind, c.payload);
    expect(created).toMatchObject({ status: 200, json: { success: true, message: 'Data berhasil disimpan', mapData: mapDataOf(c, expect.stringMatching(UUID)) } });
    const { mapData } = created.json as { mapData: string | Record<string, string> };
    const id = typeof mapData === 'string' ? mapData : mapData[c.mapKey!];
    const after = await rows(c.read);
    expect(after.slice(0, -1)).toEqual(before);
    const row = after.at(-1)!;
    expect(row).toMatchObject({ [c.idField]: id, ...c.expected, path: {} });
    // The same fields as the province's own rows of the section: read names, not save names.
    expect(Object.keys(row).sort()).toEqual(generatedFields(c.read));

    const updated = await save(kind, { ...c.payload, ...c.change, id });
    expect(updated.json).toEqual({ success: true, message: 'Data berhasil disimpan', mapData: mapDataOf(c, id) });
    const changed = await rows(c.read);
    expect(changed).toHaveLength(after.length);
    expect(changed.at(-1)).toMatchObject({ [c.idField]: id, ...c.changed });

    if (!c.deletable) {
      // No client deletes this kind: its delete is refused like any unknown resource, the row stays.
      expect(await api(`/${kind}/delete/${id}`, { method: 'DELETE' })).toMatchObject({ status: 404, json: UNKNOWN_RESOURCE });
      expect(await rows(c.read)).toEqual(changed);
      return;
    }
    expect((await api(`/${kind}/delete/${id}`, { method: 'DELETE' })).json).toEqual({ success: true, message: 'Data berhasil dihapus' });
    expect(await rows(c.read)).toEqual(before);
    expect((await api(`/${kind}/delete/${id}`, { method: 'DELETE' })).json).toEqual(NOT_FOUND_ROW);
    expect((await save(kind, { ...c.payload, id })).json).toEqual(NOT_FOUND_ROW);
  });
});

describe('refusals: {success:false, message} at HTTP 200, nothing stored', () => {
  const refusals: [string, string, (c: KindCase) => unknown, string][] = [
    ['no person', 'jabatan', (c) => ({ ...c.payload, pnsId: '' }), 'PNS tidak ditemukan'],
    ['a PNS id nobody has', 'kursus', (c) => ({ ...c.payload, pnsOrangId: 'F'.repeat(32) }), 'PNS tidak ditemukan'],
    ['the person under another kind\'s field name', 'skp22', (c) => ({ ...c.payload, pnsDinilaiOrang: undefined, pnsId: utama.id }), 'PNS tidak ditemukan'],
    ['a required field empty', 'jabatan', (c) => ({ ...c.payload, nomorSk: ' ' }), 'Nomor SK wajib diisi'],
    ['a required field missing', 'penghargaan', (c) => ({ ...c.payload, skNomor: undefined }), 'Nomor SK wajib diisi'],
    ['a required field as an object', 'sertifikasi', (c) => ({ ...c.payload, namaSertifikasi: { text: 'x' } }), 'Nama sertifikasi wajib diisi'],
    ['a date in ISO form', 'jabatan', (c) => ({ ...c.payload, tanggalSk: '2026-04-01' }), 'Format tanggal tidak valid: tanggalSk'],
    ['a date that does not exist', 'kursus', (c) => ({ ...c.payload, tanggalSelesaiKursus: '31-02-2025' }), 'Format tanggal tidak valid: tanggalSelesaiKursus'],
    ['an unknown reference id', 'diklat', (c) => ({ ...c.payload, latihanStrukturalId: '99' }), 'Jenis diklat struktural tidak ditemukan'],
    ['an unknown award', 'penghargaan', (c) => ({ ...c.payload, hargaId: '999' }), 'Jenis penghargaan tidak ditemukan'],
    ['an unknown unit', 'jabatan', (c) => ({ ...c.payload, unorId: 'nope' }), 'Unit organisasi tidak ditemukan'],
    ['a position type outside 1, 2, 4', 'jabatan', (c) => ({ ...c.payload, jenisJabatan: '3' }), 'Jenis jabatan tidak valid'],
    ['a rating outside 1-3', 'skp22', (c) => ({ ...c.payload, hasilKinerjaNilai: 4 }), 'Hasil kinerja tidak valid'],
    ['a quadrant outside 1-5', 'kinerjaperiodik', (c) => ({ ...c.payload, kuadranKinerjaNilai: 0 }), 'Kuadran kinerja tidak valid'],
    ['a month outside 1-12', 'angkakredit', (c) => ({ ...c.payload, bulanSelesaiPenailan: '13' }), 'Bulan selesai penilaian tidak valid'],
    ['credit that is no number', 'angkakredit', (c) => ({ ...c.payload, kreditUtamaBaru: 'banyak' }), 'Angka kredit utama tidak valid'],
    ['a position row of someone else', 'angkakredit', (c) => ({ ...c.payload, rwJabatanId: String(province.rwJabatan(province.people[10].nip)![0].id) }), 'Riwayat jabatan tidak ditemukan'],
    ['a malformed path', 'kursus', (c) => ({ ...c.payload, path: { 881: {} } }), 'Format dokumen (path) tidak valid'],
    ['a JSON array', 'kursus', () => [], 'Format data tidak valid'],
  ];

  it.each(refusals)('%s (%s)', async (_, kind, payload, message) => {
    const c = caseOf(kind);
    const before = await rows(c.read);
    expect(await save(kind, payload(c))).toMatchObject({ status: 200, json: { success: false, message } });
    expect(await rows(c.read)).toEqual(before);
  });

  it('a body that is no JSON is refused; a body over 64 kB is 413', async () => {
    expect((await api('/kursus/save', { method: 'POST', body: '{not json' })).json).toEqual({ success: false, message: 'Format data tidak valid' });
    const huge = await save('kursus', { ...caseOf('kursus').payload, namaKursus: 'x'.repeat(70_000) }).catch(() => ({ status: 0 }));
    expect([413, 0]).toContain(huge.status);
    expect(await rows('/pns/rw-kursus/')).toEqual(province.rwKursus(NIP));
  });

  it('an id that is not one of the person\'s rows of that kind: Data riwayat tidak ditemukan, for saves and deletes', async () => {
    const other = province.people.find((p) => p.nip !== NIP && province.rwKursus(p.nip)!.length)!;
    const theirs = String(province.rwKursus(other.nip)![0].id);
    const mineOfAnotherKind = String(province.rwJabatan(NIP)![0].id);
    for (const id of [theirs, mineOfAnotherKind, 'no-such-id']) expect((await save('kursus', { ...caseOf('kursus').payload, id })).json, id).toEqual(NOT_FOUND_ROW);
    await rows('/pns/rw-jabatan/');
    expect((await api(`/kursus/delete/${mineOfAnotherKind}`, { method: 'DELETE' })).json).toEqual(NOT_FOUND_ROW);
    expect((await api('/penghargaan/delete/no-such-id', { method: 'DELETE' })).json).toEqual(NOT_FOUND_ROW);
    expect(await rows('/pns/rw-jabatan/')).toEqual(province.rwJabatan(NIP));
  });

  it('a write route answers 405 to another method; /hukdis/save is no write route of the sandbox', async () => {
    expect(await api('/jabatan/save')).toMatchObject({ status: 405 });
    expect(await api('/jabatan/delete/x', { method: 'POST' })).toMatchObject({ status: 405 });
    expect(await save('hukdis', {})).toMatchObject({ status: 404 });
  });
});

describe('generated rows', () => {
  it('update replaces a generated row in place (documents kept); delete removes it; reads of other people are untouched', async () => {
    const generated = province.rwPenghargaan(NIP)!;
    const target = generated[0];
    const c = caseOf('penghargaan');
    expect((await save('penghargaan', { ...c.payload, ID: undefined, id: target.ID, skNomor: '99/TK/2021' })).json).toMatchObject({ success: true, mapData: { rwPenghargaanId: target.ID } });
    const after = await rows(c.read);
    expect(after.map(idOf)).toEqual(generated.map(idOf));
    expect(after[0]).toMatchObject({ ID: target.ID, skNomor: '99/TK/2021', path: target.path });
    // The portal reads before it deletes; a delete without that read finds the row through the province's index.
    expect((await api(`/penghargaan/delete/${target.ID}`, { method: 'DELETE' })).json).toMatchObject({ success: true });
    expect((await rows(c.read)).map(idOf)).toEqual(generated.slice(1).map(idOf));
    const someoneElse = province.people.find((p) => p.nip !== NIP && province.rwPenghargaan(p.nip)!.length)!;
    expect((await api(`/pns/rw-penghargaan/${someoneElse.nip}`)).json).toEqual({ code: 1, data: province.rwPenghargaan(someoneElse.nip) });
  });

  it('a generated row can be deleted without reading it first (the province indexes every row once)', async () => {
    const other = province.people.find((p) => p.nip !== NIP && province.rwSertifikasi(p.nip)!.length)!;
    const id = String(province.rwSertifikasi(other.nip)![0].id);
    expect((await api(`/sertifikasi/delete/${id}`, { method: 'DELETE' })).json).toEqual({ success: true, message: 'Data berhasil dihapus' });
    expect((await api(`/pns/rw-sertifikasi/${other.nip}`)).json).toEqual({ code: 1, data: [] });
  }, 30_000);
});

describe('tokens, faults, stats and state', () => {
  const INVALID_CREDENTIALS = { code: '900901', message: 'Invalid Credentials' };

  it('every write needs both tokens: 401 without the WSO2 or the SSO token, nothing stored, counted as refused', async () => {
    const c = caseOf('kursus');
    const before = sandbox.stats();
    const id = String(province.rwKursus(NIP)![0].id);
    for (const auth of [{}, { Auth: headers.Auth }] as Record<string, string>[]) {
      expect(await save('kursus', c.payload, sandbox, auth)).toMatchObject({ status: 401, json: INVALID_CREDENTIALS });
    }
    const wso2Only = { Authorization: headers.Authorization };
    const writes: [string, RequestInit][] = [
      ['/kursus/save', postJson(c.payload)], [`/kursus/delete/${id}`, { method: 'DELETE' }], ['/pns/data-utama-update', postJson({ pns_orang_id: utama.id, email: 'a@b.localhost' })],
      ['/imut/simpeg/usulan/save', postJson({ nip: NIP, jenis_layanan_id: '2', data: { nama: 'X' } })], ['/upload-dok', { method: 'POST', body: new FormData() }],
    ];
    for (const [path, init] of writes) expect(await api(path, init, sandbox, wso2Only), path).toMatchObject({ status: 401, json: { message: 'invalid or expired jwt' } });
    expect(sandbox.stats()).toMatchObject({ unauthorized: before.unauthorized + 7, writes: before.writes });
    expect(await rows(c.read)).toEqual(province.rwKursus(NIP));
  });

  it('writes go through fault injection like reads and count in stats', async () => {
    const c = caseOf('kursus');
    const before = sandbox.stats();
    sandbox.setFaults({ status: 503, pathPrefix: '/kursus/save', times: 1 });
    expect((await save('kursus', c.payload)).status).toBe(503);
    expect(await rows(c.read)).toEqual(province.rwKursus(NIP));
    sandbox.setFaults({ body: 'malformed', pathPrefix: '/kursus', times: 1 });
    expect((await save('kursus', c.payload)).json).toBeUndefined();
    expect((await save('kursus', c.payload)).json).toMatchObject({ success: true });
    expect(sandbox.stats()).toMatchObject({ calls: before.calls + 4, writes: before.writes + 1 });
  });

  it('POST /__control/reset-writes (and resetWrites()) drops every write', async () => {
    for (const kind of ['kursus', 'penghargaan']) expect((await save(kind, caseOf(kind).payload)).json).toMatchObject({ success: true });
    expect((await api(`/penghargaan/delete/${province.rwPenghargaan(NIP)![0].ID}`, { method: 'DELETE' })).json).toMatchObject({ success: true });
    expect(await postControl(sandbox, 'reset-writes')).toMatchObject({ status: 200, json: { reset: true } });
    expect(await rows('/pns/rw-kursus/')).toEqual(province.rwKursus(NIP));
    expect(await rows('/pns/rw-penghargaan/')).toEqual(province.rwPenghargaan(NIP));
    expect((await call(`${sandbox.url}/__control/reset-writes`)).status).toBe(405);
  });

  it('two sandboxes in one process keep their writes apart; the shared province is never changed', async () => {
    const other = await startSiasnSandbox({ port: 0, today: TODAY });
    try {
      const otherAuth = await tokensOf(other);
      const c = caseOf('kursus');
      expect((await save('kursus', c.payload)).json).toMatchObject({ success: true });
      expect((await api(`/kursus/delete/${province.rwKursus(NIP)![0].id}`, { method: 'DELETE' })).json).toMatchObject({ success: true });
      expect(await rows(c.read, other, otherAuth)).toEqual(province.rwKursus(NIP));
      expect((await save('kursus', { ...c.payload, namaKursus: 'Hanya di sandbox kedua' }, other, otherAuth)).json).toMatchObject({ success: true });
      const mine = await rows(c.read);
      expect(mine.map((row) => row.namaKursus)).not.toContain('Hanya di sandbox kedua');
      expect(mine).toHaveLength(province.rwKursus(NIP)!.length);
      expect(generateProvince({ today: TODAY })).toBe(province);
      expect(province.rwKursus(NIP)!.map((row) => row.namaKursus)).not.toContain(c.payload.namaKursus);
    } finally {
      await other.close();
    }
  });
});
