import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import { startSiasnSandbox, type SiasnSandbox } from '../../sandboxes/siasn/server.mjs';
import { TODAY, TODAY_DMY } from '../helpers/siasn-province';
import { NIP, apiCall, postControl, postJson, tokensOf } from '../helpers/siasn-sandbox-http';

// The SIASN sandbox's data-utama changes (pending, then applied) and proposals (usulan): saved,
// moved along 1 -> 2 -> 12 -> 15 -> 19 -> 11 by time or control, applied at 11; the agency's
// proposal list (paged, filtered by instansi_id and no_surat_usulan, never by nip); and the
// services and statuses of the generated proposals. Time is the sandbox's injected clock.
const province = generateProvince({ today: TODAY });
const utama = province.dataUtama(NIP)!;
const STEP = 300;
let now = Date.UTC(2026, 4, 1, 2, 0, 0);

let sandbox: SiasnSandbox;
let headers: Record<string, string>;
const api = (path: string, init: RequestInit = {}) => apiCall(sandbox, headers, path, init);
const dataUtama = async (nip = NIP) => ((await api(`/pns/data-utama/${nip}`)).json as { data: Record<string, unknown> }).data;
type Row = Record<string, unknown>;
type ListAnswer = { code: number; count: number; data: Row[] };
const list = async (query = '') => (await api(`/imut/simpeg/usulan/list${query}`)).json as ListAnswer;
/** The agency's whole list (no limit), and one person's rows of it: the list itself knows no NIP filter. */
const agency = async () => (await list()).data;
const proposals = async (nip = NIP) => (await agency()).filter((row) => row.nip === nip);
const submit = async (body: unknown) => (await api('/imut/simpeg/usulan/save', postJson(body))).json as { success: boolean; message: string; mapData: { usulanId: string } };
const statusOf = async (id: string) => (await proposals()).find((row) => row.id === id)?.status_usulan;

beforeAll(async () => {
  sandbox = await startSiasnSandbox({ port: 0, today: TODAY, clock: () => now, biodataDelaySeconds: 120, usulanStepSeconds: STEP });
  headers = await tokensOf(sandbox);
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.resetWrites());

describe('data-utama-update', () => {
  const change = { pns_orang_id: utama.id, email: 'siti.baru@pegawai.localhost', email_gov: 'siti@jatim.localhost', nomor_hp: '081234567890', alamat: 'Jl. Baru No. 1', kode_pos: '60111', npwp_tanggal: '02-01-2020' };
  // kode_pos is not in the protocol's payload list: ignored, as a real gateway ignores unknown names.
  const applied = { email: change.email, emailGov: change.email_gov, noHp: change.nomor_hp, alamat: change.alamat, tglNpwp: change.npwp_tanggal };

  it('is pending until biodataDelaySeconds have passed, then data utama shows it under the read names (kode_pos ignored)', async () => {
    expect((await api('/pns/data-utama-update', postJson(change))).json).toEqual({ code: 1, message: 'Data berhasil dikirim, perubahan diterapkan SIASN paling lambat 2x24 jam' });
    expect(await dataUtama()).toEqual(utama);
    now += 119_000;
    expect(await dataUtama()).toEqual(utama);
    now += 1_000;
    expect(await dataUtama()).toEqual({ ...utama, ...applied });
  });

  it('POST /__control/apply-pending applies it at once; the other snake_case names map too', async () => {
    const more = { pns_orang_id: utama.id, nomor_telpon: '0315551234', npwp_nomor: '123456789012345', nomor_bpjs: '0001234567890', taspen_nomor: '12345678901234' };
    expect((await api('/pns/data-utama-update', postJson(more))).json).toMatchObject({ code: 1 });
    expect(await postControl(sandbox, 'apply-pending')).toMatchObject({ status: 200, json: { applied: 1 } });
    expect(await dataUtama()).toEqual({ ...utama, noTelp: more.nomor_telpon, noNpwp: more.npwp_nomor, bpjs: more.nomor_bpjs, noTaspen: more.taspen_nomor });
    expect(sandbox.applyPending()).toBe(0);
  });

  it.each([
    ['a PNS id nobody has', { pns_orang_id: 'F'.repeat(32), email: 'a@b.localhost' }, 'PNS tidak ditemukan'],
    ['the NIP instead of the PNS id', { pns_orang_id: NIP, email: 'a@b.localhost' }, 'PNS tidak ditemukan'],
    ['no field to change', { pns_orang_id: utama.id, agama_id: '1' }, 'Tidak ada data yang diubah'],
    ['a malformed e-mail', { pns_orang_id: utama.id, email_gov: 'not-an-email' }, 'Format email tidak valid: email_gov'],
    ['a malformed date', { pns_orang_id: utama.id, npwp_tanggal: '2020-01-02' }, 'Format tanggal tidak valid: npwp_tanggal'],
    ['an object as a value', { pns_orang_id: utama.id, alamat: { jalan: 'x' } }, 'Format data tidak valid: alamat'],
  ])('refuses %s with {code: 0, message} at 200 and changes nothing', async (_, body, message) => {
    expect(await api('/pns/data-utama-update', postJson(body))).toMatchObject({ status: 200, json: { code: 0, message } });
    sandbox.applyPending();
    expect(await dataUtama()).toEqual(utama);
  });
});

describe('proposals', () => {
  it('a name correction: Input Berkas today, one step every usulanStepSeconds, the name applied at 11', async () => {
    const generated = await proposals();
    const saved = await submit({ nip: NIP, jenis_layanan_id: '2', keterangan: 'Salah ketik nama', data: { nama: 'Siti Aminah Rahma' }, path: [] });
    expect(saved).toMatchObject({ success: true, message: 'Usulan berhasil dikirim', mapData: { usulanId: expect.any(String) } });
    const id = saved.mapData.usulanId;
    const rows = await proposals();
    expect(rows.slice(0, -1)).toEqual(generated);
    expect(rows.at(-1)).toMatchObject({
      id, nip: NIP, jenis_layanan_id: '2', jenis_layanan_nama: 'Perbaikan Nama', status_usulan: '1', status_usulan_nama: 'Input Berkas',
      tgl_usulan: TODAY_DMY, tgl_update: expect.stringMatching(/^2026-05-01 \d{2}:\d{2}:\d{2}$/), keterangan: 'Salah ketik nama', data: { nama: 'Siti Aminah Rahma' },
    });
    const seen = [];
    for (let i = 0; i < 6; i++) {
      seen.push(await statusOf(id));
      if (i < 5) expect((await dataUtama()).nama).toBe(utama.nama);
      now += STEP * 1000;
    }
    expect(seen).toEqual(['1', '2', '12', '15', '19', '11']);
    expect(await dataUtama()).toEqual({ ...utama, nama: 'Siti Aminah Rahma' });
    now += 10 * STEP * 1000;
    expect(await statusOf(id)).toBe('11');
  });

  it('POST /__control/usulan/advance: one step, or straight to a status; a degree inclusion applies at 11', async () => {
    const { mapData: { usulanId: id } } = await submit({ nip: NIP, jenis_layanan_id: '4', data: { gelar_depan: 'Dr.', gelar_belakang: 'S.Pd., M.Pd.' } });
    expect(await postControl(sandbox, 'usulan/advance', { id })).toMatchObject({ status: 200, json: { advanced: [id] } });
    expect(await statusOf(id)).toBe('2');
    expect(sandbox.advanceUsulan()).toEqual([id]);
    expect(await statusOf(id)).toBe('12');
    now += STEP * 1000; // time goes on from the step the control route made
    expect(await statusOf(id)).toBe('15');
    expect(await postControl(sandbox, 'usulan/advance', { id, status: 11 })).toMatchObject({ json: { advanced: [id] } });
    expect(await dataUtama()).toMatchObject({ nama: utama.nama, gelarDepan: 'Dr.', gelarBelakang: 'S.Pd., M.Pd.' });
  });

  it('a status off the progression (13) holds the proposal there: no step, nothing applied', async () => {
    const { mapData: { usulanId: id } } = await submit({ nip: NIP, jenis_layanan_id: '2', data: { nama: 'Nama Lain' } });
    sandbox.advanceUsulan({ id, status: 13 });
    now += 20 * STEP * 1000;
    sandbox.advanceUsulan({ id });
    expect((await proposals()).find((row) => row.id === id)).toMatchObject({ status_usulan: '13', status_usulan_nama: 'Validasi Usulan – Tidak Memenuhi Syarat' });
    expect((await dataUtama()).nama).toBe(utama.nama);
  });

  it('refusals, and control errors for an unknown id or status', async () => {
    const pppk = province.people.find((p) => p.pppk)!;
    const generated = await proposals();
    for (const [body, message] of [
      [{ nip: NIP, jenis_layanan_id: '9' }, 'Jenis layanan tidak valid'],
      [{ nip: pppk.nip, jenis_layanan_id: '1' }, 'Jenis layanan tidak valid'],
      [{ nip: NIP, jenis_layanan_id: '2', data: {} }, 'Nama wajib diisi'],
      [{ nip: NIP, jenis_layanan_id: '4', data: { gelar_depan: ' ' } }, 'Gelar wajib diisi'],
      [{ nip: '199912312030121999', jenis_layanan_id: '3' }, 'PNS tidak ditemukan'],
      [{ nip: NIP, jenis_layanan_id: '3', data: 'x' }, 'Format data tidak valid'],
    ] as const) expect(await submit(body), JSON.stringify(body)).toEqual({ success: false, message });
    expect(await proposals()).toEqual(generated);
    expect(await postControl(sandbox, 'usulan/advance', { id: 'nope' })).toMatchObject({ status: 400 });
    expect(await postControl(sandbox, 'usulan/advance', { status: 99 })).toMatchObject({ status: 400 });
  });
});

describe('a proposal sent back for its documents is saved again with its id', () => {
  const DOC = { dok_id: '24', dok_nama: 'Dok', dok_uri: 'peremajaan/usulan/x.pdf', object: 'peremajaan/usulan/x.pdf', slug: '24' };

  it('takes the new document and starts again at Input Berkas, keeping its service, data and date', async () => {
    const { mapData: { usulanId: id } } = await submit({ nip: NIP, jenis_layanan_id: '2', keterangan: 'Salah ketik', data: { nama: 'Siti Aminah Rahma' }, path: [] });
    sandbox.advanceUsulan({ id, status: 5 });
    expect(await statusOf(id)).toBe('5');
    const before = (await agency()).length;
    expect(await submit({ id, nip: NIP, jenis_layanan_id: '2', path: [DOC] })).toEqual({ success: true, message: 'Usulan berhasil diperbarui', mapData: { usulanId: id } });
    const row = (await proposals()).find((r) => r.id === id);
    expect(row).toMatchObject({ status_usulan: '1', jenis_layanan_id: '2', keterangan: 'Salah ketik', data: { nama: 'Siti Aminah Rahma' }, path: [DOC], tgl_usulan: TODAY_DMY });
    expect((await agency()).length).toBe(before);
    now += STEP * 1000;
    expect(await statusOf(id)).toBe('2');
  });

  it('a generated proposal sent back (5) is replaced in the list by its new state, not listed twice', async () => {
    const sentBack = (await agency()).find((row) => row.status_usulan === '5')!;
    const count = (await agency()).length;
    const answer = await api('/imut/simpeg/usulan/save', postJson({ id: sentBack.id, nip: sentBack.nip, jenis_layanan_id: sentBack.jenis_layanan_id, path: [DOC] }));
    expect(answer.json).toMatchObject({ success: true });
    const rows = (await agency()).filter((row) => row.id === sentBack.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status_usulan: '1', nip: sentBack.nip, tgl_usulan: sentBack.tgl_usulan, path: [DOC] });
    expect((await agency()).length).toBe(count);
  });

  it('refuses an unknown or foreign id, a proposal not sent back, and a save without a document', async () => {
    const { mapData: { usulanId: id } } = await submit({ nip: NIP, jenis_layanan_id: '2', data: { nama: 'Nama Lain' } });
    const other = province.people.find((p) => p.nip !== NIP)!.nip;
    expect(await submit({ id: 'nope', nip: NIP, path: [DOC] })).toEqual({ success: false, message: 'Usulan tidak ditemukan' });
    expect(await submit({ id, nip: other, path: [DOC] })).toEqual({ success: false, message: 'Usulan tidak ditemukan' });
    expect(await submit({ id, nip: NIP, path: [DOC] })).toEqual({ success: false, message: 'Usulan tidak dalam status perbaikan dokumen' });
    sandbox.advanceUsulan({ id, status: 5 });
    expect(await submit({ id, nip: NIP, path: [] })).toEqual({ success: false, message: 'Dokumen perbaikan wajib dilampirkan' });
    expect(await statusOf(id)).toBe('5');
  });
});

describe('the agency list', () => {
  it('holds every person\'s proposals with nip, nama, instansi_id and no_surat_usulan; a nip parameter changes nothing', async () => {
    const all = await list();
    expect(all.code).toBe(1);
    expect(all.count).toBe(all.data.length);
    expect(new Set(all.data.map((row) => row.nip)).size).toBeGreaterThan(1000);
    const instansi = String(all.data[0].instansi_id);
    for (const row of all.data) {
      expect(row).toMatchObject({ nip: expect.stringMatching(/^\d{18}$/), nama: expect.any(String), instansi_id: instansi, no_surat_usulan: expect.any(String) });
      expect(row.no_surat_usulan === '', String(row.id)).toBe(['1', '2'].includes(String(row.status_usulan)));
      if (row.no_surat_usulan) expect(row.no_surat_usulan).toMatch(new RegExp(`^800\\.1\\.${row.jenis_layanan_id}/\\d{2}/204/\\d{4}$`));
    }
    expect(await list(`?nip=${NIP}`)).toEqual(all);
    expect(await list(`?nip=${NIP}&nipBaru=${NIP}&unknown=1`)).toEqual(all);
    // Empty filters (as clients send them: ?instansi_id=&limit=&offset=&no_surat_usulan=) are none.
    expect(await list('?instansi_id=&limit=&offset=&no_surat_usulan=')).toEqual(all);
  });

  it('pages by limit/offset with the whole count on every page', async () => {
    const all = await agency();
    const pages: Row[] = [];
    for (let offset = 0; ; offset += 500) {
      const page = await list(`?limit=500&offset=${offset}`);
      expect(page.count).toBe(all.length);
      pages.push(...page.data);
      if (page.data.length < 500) break;
    }
    expect(pages).toEqual(all);
    expect((await list(`?limit=10&offset=${all.length}`)).data).toEqual([]);
  });

  it('filters by instansi_id and no_surat_usulan (exactly); another agency has none', async () => {
    const all = await agency();
    const letter = String(all.find((row) => row.no_surat_usulan)?.no_surat_usulan);
    const sent = await list(`?no_surat_usulan=${encodeURIComponent(letter)}`);
    expect(sent.data.length).toBeGreaterThan(1);
    expect(sent.data).toEqual(all.filter((row) => row.no_surat_usulan === letter));
    expect(sent.count).toBe(sent.data.length);
    expect((await list(`?instansi_id=${all[0].instansi_id}&limit=5`)).data).toEqual(all.slice(0, 5));
    expect(await list('?instansi_id=lain')).toEqual({ code: 1, count: 0, data: [] });
  });

  it('a submitted proposal joins the end of the list and gets its letter once past Berkas Disimpan', async () => {
    const before = await agency();
    const { mapData: { usulanId: id } } = await submit({ nip: NIP, jenis_layanan_id: '2', data: { nama: 'Nama Baru' } });
    const after = await agency();
    expect(after.slice(0, -1)).toEqual(before);
    expect(after.at(-1)).toMatchObject({ id, nip: NIP, instansi_id: before[0].instansi_id, no_surat_usulan: '' });
    sandbox.advanceUsulan({ id, status: 12 });
    const [, month, year] = TODAY_DMY.split('-');
    expect((await agency()).at(-1)).toMatchObject({ id, no_surat_usulan: `800.1.2/${month}/204/${year}` });
  });
});

describe('generated proposals', () => {
  const SERVICES = [['1', 'Kenaikan Pangkat'], ['2', 'Perbaikan Nama'], ['3', 'Pemberhentian'], ['4', 'Pencantuman Gelar'], ['5', 'Penyesuaian Masa Kerja']];

  it('the four demo accounts together have every service and every status (22, 32 and the nine the spec explains)', async () => {
    const demo = province.people.filter((p) => p.username);
    expect(demo.map((p) => p.username)).toEqual(['admin', 'agent', 'user', 'user2']);
    const rows = (await Promise.all(demo.map((p) => proposals(p.nip)))).flat();
    for (const row of rows) expect(SERVICES).toContainEqual([row.jenis_layanan_id, row.jenis_layanan_nama]);
    expect(new Set(rows.map((row) => row.jenis_layanan_id))).toEqual(new Set(['1', '2', '3', '4', '5']));
    expect(new Set(rows.map((row) => Number(row.status_usulan)))).toEqual(new Set([1, 2, 5, 6, 11, 12, 13, 15, 19, 22, 32]));
    for (const p of demo) expect((await proposals(p.nip)).length, String(p.username)).toBeGreaterThanOrEqual(2);
  });

  it('PPPK staff have no Kenaikan Pangkat proposals', async () => {
    const pppk = new Set(province.people.filter((p) => p.pppk).map((p) => p.nip));
    const rows = (await agency()).filter((row) => pppk.has(String(row.nip)));
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((row) => row.jenis_layanan_id === '1')).toEqual([]);
  });
});
