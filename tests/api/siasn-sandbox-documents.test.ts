import { fileTypeFromBuffer } from 'file-type';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import { startSiasnSandbox, type SiasnSandbox } from '../../sandboxes/siasn/server.mjs';
import { TODAY } from '../helpers/siasn-province';
import { NIP, NOT_FOUND, apiCall, postForm, postJson, tokensOf } from '../helpers/siasn-sandbox-http';

// The SIASN sandbox's documents (docs/personnel-writes.md 3): upload-dok, upload-dok-rw and
// download-dok, the PDF check and the body limits.
const province = generateProvince({ today: TODAY });
const utama = province.dataUtama(NIP)!;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 256))]);
const URI = (owner: string, name: string) => new RegExp(`^peremajaan/usulan/${owner}_20260501_\\d{6}_${name}\\.pdf$`);

let sandbox: SiasnSandbox;
let headers: Record<string, string>;
const api = (path: string, init: RequestInit = {}) => apiCall(sandbox, headers, path, init);
const download = async (filePath: string) => {
  const res = await fetch(`${sandbox.env.SIASN_API_BASE}/download-dok?filePath=${encodeURIComponent(filePath)}`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
};
const attach = (idRiwayat: string, idRef: string, file?: { bytes: Buffer; name: string }) => api('/upload-dok-rw', postForm({ id_riwayat: idRiwayat, id_ref_dokumen: idRef }, file));

beforeAll(async () => {
  sandbox = await startSiasnSandbox({ port: 0, today: TODAY });
  headers = await tokensOf(sandbox);
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.resetWrites());

describe('upload-dok and a save with path[]', () => {
  it('keeps the file under a dok_uri in upload-dok\'s shape; the save carries it into the row; download-dok gives the bytes back', async () => {
    const uploaded = await api('/upload-dok', postForm({ id_ref_dokumen: '881' }, { bytes: PDF, name: 'Sertifikat Kursus (1).pdf' }));
    expect(uploaded.json).toEqual({
      code: 1, message: 'File berhasil di upload',
      data: { dok_id: '881', dok_nama: 'Dok Sertifikat Kursus', dok_uri: expect.stringMatching(URI('dok', 'Sertifikat_Kursus_1_')), object: expect.any(String), slug: '881' },
    });
    const doc = (uploaded.json as { data: Record<string, string> }).data;
    expect(doc.object).toBe(doc.dok_uri);
    const payload = { pnsOrangId: utama.id, jenisDiklatId: '6', namaKursus: 'Kursus Bahasa Inggris', institusiPenyelenggara: 'LIA', jumlahJam: '40', tahunKursus: '2025', tanggalKursus: '01-09-2025', path: [doc] };
    expect((await api('/kursus/save', postJson(payload))).json).toMatchObject({ success: true });
    const row = ((await api(`/pns/rw-kursus/${NIP}`)).json as { data: Record<string, unknown>[] }).data.at(-1);
    expect(row?.path).toEqual({ 881: doc });
    expect(await download(doc.dok_uri)).toEqual({ status: 200, type: 'application/pdf', bytes: PDF });
  });

  it('two uploads of one file name in the same second get two dok_uris', async () => {
    const uris = [];
    for (let i = 0; i < 2; i++) uris.push(((await api('/upload-dok', postForm({ id_ref_dokumen: '872' }, { bytes: PDF, name: 'sk.pdf' }))).json as { data: { dok_uri: string } }).data.dok_uri);
    expect(new Set(uris).size).toBe(2);
  });
});

describe('upload-dok-rw', () => {
  it('attaches to a generated row of any kind under path[id_ref_dokumen], keeping its other documents; download gives the same bytes', async () => {
    const golongan = province.rwGolongan(NIP)![0];
    const answer = await attach(String(golongan.id), '858', { bytes: PDF, name: 'sk-kp.pdf' });
    expect(answer.json).toEqual({
      code: 1, message: 'Dokumen berhasil diunggah',
      data: { dok_id: '858', dok_nama: 'SK Kenaikan Pangkat', dok_uri: expect.stringMatching(URI(utama.id, 'sk-kp')), object: expect.any(String), slug: '858' },
    });
    const doc = (answer.json as { data: { dok_uri: string } }).data;
    const skp22 = province.rwSkp22(NIP)![0];
    expect((await attach(String(skp22.id), '1179', { bytes: PDF, name: 'evaluasi.pdf' })).json).toMatchObject({ code: 1 });
    const rows = ((await api(`/pns/rw-golongan/${NIP}`)).json as { data: Record<string, unknown>[] }).data;
    expect(rows[0]).toEqual({ ...golongan, path: { 858: doc } });
    expect(rows.slice(1)).toEqual(province.rwGolongan(NIP)!.slice(1));
    const skpRow = ((await api(`/pns/rw-skp22/${NIP}`)).json as { data: Record<string, unknown>[] }).data[0];
    expect(Object.keys(skpRow.path as object).sort()).toEqual(['1179', '890']);
    expect(await download(doc.dok_uri)).toEqual({ status: 200, type: 'application/pdf', bytes: PDF });
  }, 30_000); // nothing was read first: the province indexes every row on this first lookup

  it('attaches to a row saved here, right after the save (no read between)', async () => {
    const saved = await api('/penghargaan/save', postJson({ pnsOrangId: utama.id, hargaId: '202', skNomor: '1/TK/2025', skDate: '13-08-2025', tahun: 2025 }));
    const id = (saved.json as { mapData: { rwPenghargaanId: string } }).mapData.rwPenghargaanId;
    expect((await attach(id, '892', { bytes: PDF, name: 'piagam.pdf' })).json).toMatchObject({ code: 1, data: { dok_id: '892' } });
    const row = ((await api(`/pns/rw-penghargaan/${NIP}`)).json as { data: Record<string, unknown>[] }).data.at(-1);
    expect(row).toMatchObject({ ID: id, path: { 892: { dok_nama: 'Dok Sertifikat Penghargaan' } } });
  });

  it.each([
    ['a file that is not a PDF', () => attach(String(province.rwJabatan(NIP)![0].id), '872', { bytes: Buffer.from('\x89PNG\r\n\x1a\n'), name: 'sk.pdf' }), 'Dokumen harus berformat PDF'],
    ['an unknown row', () => attach('no-such-row', '872', { bytes: PDF, name: 'sk.pdf' }), 'Data riwayat tidak ditemukan'],
    ['an unknown document type', () => attach(String(province.rwJabatan(NIP)![0].id), '9999', { bytes: PDF, name: 'sk.pdf' }), 'Jenis dokumen tidak ditemukan'],
    ['no file', () => attach(String(province.rwJabatan(NIP)![0].id), '872'), 'File wajib diunggah'],
    ['upload-dok without id_ref_dokumen', () => api('/upload-dok', postForm({}, { bytes: PDF, name: 'a.pdf' })), 'id_ref_dokumen wajib diisi'],
    ['upload-dok of a text file', () => api('/upload-dok', postForm({ id_ref_dokumen: '872' }, { bytes: Buffer.from('PDF-1.4 not really'), name: 'a.pdf' })), 'Dokumen harus berformat PDF'],
  ])('refuses %s with {code: 0, message} at 200 and attaches nothing', async (_, send, message) => {
    expect(await send()).toMatchObject({ status: 200, json: { code: 0, message } });
    expect((await api(`/pns/rw-jabatan/${NIP}`)).json).toEqual({ code: 1, data: province.rwJabatan(NIP) });
  });

  it('a body that is not multipart is 400; over 6 MB is 413; a 5 MB PDF is taken', async () => {
    expect(await api('/upload-dok-rw', postJson({ id_riwayat: 'x' }))).toMatchObject({ status: 400, json: { code: 0 } });
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024)]);
    const tooLarge = await api('/upload-dok', postForm({ id_ref_dokumen: '872' }, { bytes: big, name: 'big.pdf' })).catch(() => ({ status: 0 }));
    expect([413, 0]).toContain(tooLarge.status);
    const five = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]);
    const taken = await api('/upload-dok', postForm({ id_ref_dokumen: '872' }, { bytes: five, name: 'five.pdf' }));
    expect((await download((taken.json as { data: { dok_uri: string } }).data.dok_uri)).bytes.equals(five)).toBe(true);
  });
});

describe('download-dok', () => {
  it('answers a small valid PDF for a document the generated rows name (rows and data utama)', async () => {
    const uris = [String(province.rwJabatan(NIP)![0].path['872'].dok_uri), JSON.parse(utama.path)['888'].object as string];
    for (const uri of uris) {
      const { status, type, bytes } = await download(uri);
      expect([status, type], uri).toEqual([200, 'application/pdf']);
      expect(await fileTypeFromBuffer(bytes)).toEqual({ ext: 'pdf', mime: 'application/pdf' });
      const text = bytes.toString('latin1');
      expect(text).toMatch(/%%EOF\n$/);
      // Every cross-reference offset points at its object.
      const offsets = [...text.slice(text.indexOf('\nxref\n')).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      expect(offsets).toHaveLength(5);
      offsets.forEach((at, i) => expect(text.startsWith(`${i + 1} 0 obj\n`, at), `object ${i + 1}`).toBe(true));
      expect(Number(/startxref\n(\d+)/.exec(text)?.[1])).toBe(text.lastIndexOf('xref\n0 6'));
    }
  });

  it('an unknown file path, or one in the generated shape that no row names, is the 404 not-found envelope', async () => {
    for (const uri of ['', 'peremajaan/usulan/nothing.pdf', `peremajaan/usulan/${utama.id}_20200101_090000_dok_sk_jabatan.pdf`, '../etc/passwd']) {
      expect(await api(`/download-dok?filePath=${encodeURIComponent(uri)}`), uri).toMatchObject({ status: 404, json: NOT_FOUND });
    }
  });
});
