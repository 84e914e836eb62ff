import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import { startSiasnSandbox, type SiasnSandbox, type SiasnSandboxOptions } from '../../sandboxes/siasn/server.mjs';
import { DATE, TODAY, UUID } from '../helpers/siasn-province';
import { NOT_FOUND, apiCall, call, postControl, postForm, tokensOf } from '../helpers/siasn-sandbox-http';

// The SIASN sandbox's agency lists (siasn-protocol.md 5, docs/personnel-admin.md 8): KP by period,
// pensiun by TMT range, paged with limit/offset; upload-dok-sk-kp; download-dok for their paths;
// a fault that lets N pages through.
type Row = Record<string, unknown>;
interface ListAnswer { code: number; count: number; data: Row[] }

const province = generateProvince({ today: TODAY });
const PNS = province.people.filter((p) => !p.pppk);
const PROVINCE_NIPS = new Set(province.people.map((p) => p.nip));
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('signed decree')]);
const KP_KEYS = ['id', 'pnsId', 'nipBaru', 'nama', 'gelar_depan', 'gelar_belakang', 'statusUsulan', 'statusUsulanNama', 'golonganBaruId', 'tmtKp', 'no_pertek',
  'tgl_pertek', 'no_sk', 'tgl_sk', 'path_ttd_pertek', 'path_ttd_sk', 'path_preview_sk', 'gaji_pokok_lama', 'gaji_pokok_baru', 'masa_kerja_tahun', 'masa_kerja_bulan',
  'jenis_kp', 'jenis_prosedur', 'angka_kredit', 'isOtomatis', 'unor_nama', 'unor_induk_id', 'pendidikan_terakhir', 'jabatan_struktural', 'jabatan_fungsional',
  'jabatan_fungsional_umum', 'tmt_jabatan_struktural', 'tmt_jabatan_fungsional', 'tmt_jabatan_fungsional_umum', 'kppn'];
const PENSIUN_KEYS = ['id', 'nama', 'pnsId', 'nipBaru', 'statusUsulan', 'statusUsulanNama', 'detailLayananNama', 'tglLahir', 'golonganId', 'golonganKppId', 'tmtPensiun',
  'pertekNomor', 'pertekTgl', 'skNomor', 'skTgl', 'pathSk', 'pathPertek', 'pathSkPreview', 'instansiId', 'instansiNama', 'gajiPensiunBulat', 'keteranganTtd', 'mkPnsTahun', 'mkPnsBulan'];
const KP_PATHS = ['path_ttd_pertek', 'path_ttd_sk', 'path_preview_sk'];
const RANKS = ['11', '12', '13', '14', '21', '22', '23', '24', '31', '32', '33', '34', '41', '42', '43', '44', '45'];
const PENSIUN_PATHS = ['pathPertek', 'pathSk', 'pathSkPreview'];

/** `DD-MM-YYYY` as `YYYY-MM-DD`, which compares as text. */
const iso = (dmy: unknown) => String(dmy).split('-').reverse().join('-');
/** The 1 April or 1 October on or after a `DD-MM-YYYY` date, four years on: when a PNS's next regular promotion is due. */
function dueAfter(tmtGolAkhir: string) {
  const [d, m, y] = tmtGolAkhir.split('-').map(Number);
  if (m < 4 || (m === 4 && d === 1)) return `${y + 4}-04-01`;
  if (m < 10 || (m === 10 && d === 1)) return `${y + 4}-10-01`;
  return `${y + 5}-04-01`;
}

let sandbox: SiasnSandbox;
let headers: Record<string, string>;
// Each sandbox's own token headers (a token of one is refused by another).
const auths = new Map<SiasnSandbox, Record<string, string>>();
async function start(options: SiasnSandboxOptions = {}) {
  const started = await startSiasnSandbox({ port: 0, today: TODAY, ...options });
  auths.set(started, await tokensOf(started));
  return started;
}
const api = (path: string, init: RequestInit = {}, target = sandbox) => apiCall(target, auths.get(target)!, path, init);
const list = async (path: string, target = sandbox) => (await api(path, {}, target)).json as ListAnswer;

/** Every page of a list, `limit` rows at a time until a shorter page; the counts each page gave. */
async function allPages(path: string, limit = 100, target = sandbox) {
  const rows: Row[] = [];
  const counts = new Set<number>();
  for (let offset = 0; ; offset += limit) {
    const page = await list(`${path}&limit=${limit}&offset=${offset}`, target);
    expect(page.code).toBe(1);
    rows.push(...page.data);
    counts.add(page.count);
    if (page.data.length < limit) return { rows, counts };
  }
}

const download = async (filePath: string) => {
  const res = await fetch(`${sandbox.env.SIASN_API_BASE}/download-dok?filePath=${encodeURIComponent(filePath)}`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
};

beforeAll(async () => {
  sandbox = await start();
  headers = auths.get(sandbox)!;
});
afterAll(() => sandbox.close());
afterEach(() => {
  sandbox.resetFaults();
  sandbox.resetWrites();
});

describe('GET /pns/list-kp-instansi', () => {
  it('pages through every row exactly once, ordered by NIP, with the same count on every page (listRows 3000)', async () => {
    const { rows, counts } = await allPages('/pns/list-kp-instansi?periode=2026-04-01');
    expect([...counts]).toEqual([3000]);
    expect(rows).toHaveLength(3000);
    expect(new Set(rows.map((r) => r.id)).size).toBe(3000);
    const nips = rows.map((r) => String(r.nipBaru));
    expect(nips).toEqual([...nips].sort());
    expect(new Set(nips).size).toBe(3000);
    for (const row of rows.slice(0, 200)) {
      expect(Object.keys(row).sort()).toEqual([...KP_KEYS].sort());
      expect(row).toMatchObject({ id: expect.stringMatching(UUID), pnsId: expect.stringMatching(/^[0-9A-F]{32}$/), nipBaru: expect.stringMatching(/^\d{14}[12]\d{3}$/), tmtKp: '01-04-2026' });
      expect(Number(row.golonganBaruId)).toBeLessThanOrEqual(45);
      expect(row.statusUsulanNama).toEqual(expect.any(String));
    }
  });

  it('a row with an SK carries its number, date and file; one without has empty texts and null dates and paths', async () => {
    const { rows } = await allPages('/pns/list-kp-instansi?periode=2026-04-01', 500);
    const signed = rows.filter((r) => r.no_sk !== '');
    const unsigned = rows.filter((r) => r.no_sk === '');
    expect(signed.length).toBeGreaterThan(100);
    expect(unsigned.length).toBeGreaterThan(10);
    for (const row of signed) expect(row).toMatchObject({ tgl_sk: expect.stringMatching(DATE), path_ttd_sk: expect.stringMatching(/^kp\/20260401\/[0-9A-F]{32}_sk\.pdf$/), tgl_pertek: expect.stringMatching(DATE) });
    for (const row of unsigned) expect(row).toMatchObject({ tgl_sk: null, path_ttd_sk: null });
    expect(new Set(rows.map((r) => r.statusUsulan)).size).toBeGreaterThan(5);
  });

  it('lists the province PNS promoted in the period with their record, and those due next period; no synthetic NIP is a province NIP', async () => {
    // Any date lists the promotion date in the six months up to it.
    const { rows: promoted } = await allPages('/pns/list-kp-instansi?periode=2026-05-15', 1000);
    expect(new Set(promoted.map((r) => r.tmtKp))).toEqual(new Set(['01-04-2026']));
    const expected = PNS.filter((p) => province.rwGolongan(p.nip)!.some((g) => g.tmtGolongan === '01-04-2026' && g.jenisKPId === '101'));
    expect(expected.length).toBeGreaterThan(20);
    expect(promoted.filter((r) => PROVINCE_NIPS.has(String(r.nipBaru))).map((r) => r.nipBaru).sort()).toEqual(expected.map((p) => p.nip).sort());
    for (const person of expected.slice(0, 20)) {
      const utama = province.dataUtama(person.nip)!;
      const golongan = province.rwGolongan(person.nip)!.find((g) => g.tmtGolongan === '01-04-2026')!;
      expect(promoted.find((r) => r.nipBaru === person.nip)).toMatchObject({
        pnsId: person.pnsId, nama: person.nama, gelar_depan: person.gelarDepan, gelar_belakang: person.gelarBelakang, golonganBaruId: golongan.golonganId,
        no_sk: golongan.skNomor, tgl_sk: golongan.skTanggal, no_pertek: golongan.noPertekBkn, unor_nama: utama.unorNama, unor_induk_id: utama.unorIndukId,
      });
    }

    const { rows: october } = await allPages('/pns/list-kp-instansi?periode=2026-10-01', 1000);
    const due = PNS.filter((p) => {
      const utama = province.dataUtama(p.nip)!;
      return utama.golRuangAkhirId !== '45' && dueAfter(String(utama.tmtGolAkhir)) === '2026-10-01' && iso(utama.tmtPensiun) > '2026-10-01';
    });
    expect(due.length).toBeGreaterThan(20);
    expect(october.filter((r) => PROVINCE_NIPS.has(String(r.nipBaru))).map((r) => r.nipBaru).sort()).toEqual(due.map((p) => p.nip).sort());
    for (const person of due.slice(0, 20)) {
      const rank = province.dataUtama(person.nip)!.golRuangAkhirId;
      expect(october.find((r) => r.nipBaru === person.nip)).toMatchObject({ golonganBaruId: RANKS[RANKS.indexOf(rank) + 1], tmtKp: '01-10-2026', nama: person.nama });
    }
  });

  // CPU time of this process (client and in-process sandbox), not wall time: a page must not rebuild
  // the whole list (quadratic paging), whatever else the machine is running (the wall-clock bound
  // failed once beside a browser run).
  it('takes listRows 10,000: paged by 100 in well under 5 s of CPU, every row once', async () => {
    const large = await start({ listRows: 10_000 });
    try {
      const before = process.cpuUsage();
      const { rows, counts } = await allPages('/pns/list-kp-instansi?periode=2027-04-01', 100, large);
      const { user, system } = process.cpuUsage(before);
      expect((user + system) / 1000).toBeLessThan(5000);
      expect([...counts]).toEqual([10_000]);
      expect(new Set(rows.map((r) => r.id)).size).toBe(10_000);
    } finally {
      await large.close();
    }
  }, 30_000);

  it('is deterministic: a twin with the same seed answers the same pages; another seed does not', async () => {
    const [twin, other] = await Promise.all([start(), start({ seed: 'another-seed' })]);
    try {
      for (const path of ['/pns/list-kp-instansi?periode=2026-10-01&limit=50&offset=1000', '/pns/list-pensiun-instansi?tglAwal=01-01-2031&tglAkhir=31-01-2031&limit=40']) {
        expect((await api(path, {}, twin)).text, path).toBe((await api(path)).text);
        expect((await api(path, {}, other)).text, path).not.toBe((await api(path)).text);
      }
    } finally {
      await Promise.all([twin.close(), other.close()]);
    }
  });
});

describe('GET /pns/list-pensiun-instansi', () => {
  it('lists the province PNS retiring in the range and synthetic retirees spread over it, about listRows a year, paged once each', async () => {
    const { rows, counts } = await allPages('/pns/list-pensiun-instansi?tglAwal=01-01-2030&tglAkhir=30-06-2030', 100);
    expect(counts.size).toBe(1);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const retiring = PNS.filter((p) => iso(province.dataUtama(p.nip)!.tmtPensiun) >= '2030-01-01' && iso(province.dataUtama(p.nip)!.tmtPensiun) <= '2030-06-30');
    expect(retiring.length).toBeGreaterThan(10);
    expect(Math.abs(rows.length - retiring.length - (3000 * 181) / 365)).toBeLessThanOrEqual(1);
    expect(rows.filter((r) => PROVINCE_NIPS.has(String(r.nipBaru))).map((r) => r.nipBaru).sort()).toEqual(retiring.map((p) => p.nip).sort());
    const person = retiring[0];
    expect(rows.find((r) => r.nipBaru === person.nip)).toMatchObject({
      nama: person.fullName, pnsId: person.pnsId, tglLahir: province.dataUtama(person.nip)!.tglLahir, detailLayananNama: 'Pensiun BUP',
      tmtPensiun: `${iso(province.dataUtama(person.nip)!.tmtPensiun)} 00:00:00`, golonganId: province.dataUtama(person.nip)!.golRuangAkhirId,
    });
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([...PENSIUN_KEYS].sort());
      expect(row.tmtPensiun).toMatch(/^2030-0[1-6]-\d{2} 00:00:00$/);
      expect(row.tglLahir).toMatch(DATE);
    }
    const months = new Set(rows.map((r) => String(r.tmtPensiun).slice(0, 7)));
    expect(months.size).toBe(6);
  });

  it('an overlapping range lists the same people under the same ids', async () => {
    const { rows: half } = await allPages('/pns/list-pensiun-instansi?tglAwal=01-01-2030&tglAkhir=30-06-2030', 1000);
    const { rows: march } = await allPages('/pns/list-pensiun-instansi?tglAwal=01-03-2030&tglAkhir=31-03-2030', 1000);
    expect(march.length).toBeGreaterThan(200);
    expect(half.filter((r) => String(r.tmtPensiun).startsWith('2030-03'))).toEqual(march);
  });
});

describe('bad input', () => {
  it.each([
    ['no periode', '/pns/list-kp-instansi'],
    ['periode in another format', '/pns/list-kp-instansi?periode=01-04-2026'],
    ['periode no real day', '/pns/list-kp-instansi?periode=2026-02-30'],
    ['no range', '/pns/list-pensiun-instansi'],
    ['range in another format', '/pns/list-pensiun-instansi?tglAwal=2030-01-01&tglAkhir=2030-06-30'],
    ['reversed range', '/pns/list-pensiun-instansi?tglAwal=30-06-2030&tglAkhir=01-01-2030'],
    ['range past 366 days', '/pns/list-pensiun-instansi?tglAwal=01-01-2030&tglAkhir=03-01-2031'],
    ['range end no real day', '/pns/list-pensiun-instansi?tglAwal=01-01-2030&tglAkhir=31-02-2030'],
  ])('%s answers the not-found envelope', async (_, path) => {
    expect(await api(path)).toMatchObject({ status: 404, json: NOT_FOUND });
  });

  it('a write method answers 405; without tokens 401', async () => {
    expect((await api('/pns/list-kp-instansi?periode=2026-04-01', { method: 'POST' })).status).toBe(405);
    expect((await call(`${sandbox.env.SIASN_API_BASE}/pns/list-kp-instansi?periode=2026-04-01`)).status).toBe(401);
  });
});

describe('a fault after N pages', () => {
  const page = (offset: number) => api(`/pns/list-kp-instansi?periode=2026-04-01&limit=100&offset=${offset}`);

  it('in-process: three pages pass, the fourth fails, then the list answers again; other paths do not count', async () => {
    sandbox.setFaults({ status: 503, after: 3, times: 1, pathPrefix: '/pns/list-kp-instansi' });
    for (const offset of [0, 100]) expect((await page(offset)).status).toBe(200);
    expect((await api('/pns/list-pensiun-instansi?tglAwal=01-01-2030&tglAkhir=31-01-2030')).status).toBe(200);
    expect((await page(200)).status).toBe(200);
    expect(await page(300)).toMatchObject({ status: 503, json: { code: '503' } });
    expect((await page(300)).status).toBe(200);
  });

  it('through POST /__control/faults, shown with what is left to pass; a bad after is refused', async () => {
    expect((await postControl(sandbox, 'faults', { body: 'malformed', after: 3, pathPrefix: '/pns/list-kp-instansi' })).status).toBe(200);
    for (const offset of [0, 100, 200]) expect((await page(offset)).json, String(offset)).toMatchObject({ code: 1 });
    expect((await call(`${sandbox.url}/__control/faults`)).json).toEqual({ faults: { body: 'malformed', after: 3, passing: 0, pathPrefix: '/pns/list-kp-instansi' } });
    expect((await page(300)).json).toBeUndefined();
    expect((await page(400)).json).toBeUndefined();
    for (const after of [-1, 1.5, '3']) expect((await postControl(sandbox, 'faults', { status: 500, after })).status, String(after)).toBe(400);
  });
});

describe('POST /upload-dok-sk-kp', () => {
  const unsignedRow = async () => (await list('/pns/list-kp-instansi?periode=2026-10-01&limit=5&offset=40')).data[0];
  const upload = (fields: Record<string, string>, file: { bytes: Buffer; name: string } | undefined = { bytes: PDF, name: 'SK KP.pdf' }) =>
    api('/upload-dok-sk-kp', postForm(fields, file));

  it('records the decree: the row then shows its number, date and a path_ttd_sk that download-dok serves; reset drops it', async () => {
    const row = await unsignedRow();
    expect(row).toMatchObject({ no_sk: '', tgl_sk: null, path_ttd_sk: null });
    const answer = await upload({ id_usulan: String(row.id), no_sk: '823.3/1234/204/2026', tgl_sk: '15-09-2026' });
    expect(answer.json).toEqual({
      code: 1, message: 'File berhasil di upload',
      data: { dok_id: '858', dok_nama: 'SK Kenaikan Pangkat', dok_uri: expect.stringMatching(new RegExp(`^peremajaan/usulan/${row.pnsId}_\\d{8}_\\d{6}_SK_KP\\.pdf$`)), object: expect.any(String), slug: '858' },
    });
    const doc = (answer.json as { data: { dok_uri: string } }).data;
    const after = await unsignedRow();
    expect(after).toEqual({ ...row, no_sk: '823.3/1234/204/2026', tgl_sk: '15-09-2026', path_ttd_sk: doc.dok_uri });
    expect(await download(doc.dok_uri)).toEqual({ status: 200, type: 'application/pdf', bytes: PDF });
    sandbox.resetWrites();
    expect(await unsignedRow()).toEqual(row);
  });

  it.each([
    ['an unknown id_usulan', { id_usulan: '00000000-0000-4000-8000-000000000000' }, undefined, 'Usulan KP tidak ditemukan'],
    ['no id_usulan', { id_usulan: '' }, undefined, 'Usulan KP tidak ditemukan'],
    ['no no_sk', { no_sk: '' }, undefined, 'Nomor SK wajib diisi'],
    ['a tgl_sk in another format', { tgl_sk: '2026-09-15' }, undefined, 'Format tanggal tidak valid: tgl_sk'],
    ['a file that is no PDF', {}, { bytes: Buffer.from('GIF89a'), name: 'sk.pdf' }, 'Dokumen harus berformat PDF'],
  ])('refuses %s with {code: 0, message} and changes nothing', async (_, fields, file, message) => {
    const row = await unsignedRow();
    const answer = await upload({ id_usulan: String(row.id), no_sk: '1/SK/2026', tgl_sk: '15-09-2026', ...fields }, file);
    expect(answer).toMatchObject({ status: 200, json: { code: 0, message } });
    expect(await unsignedRow()).toEqual(row);
  });
});

describe('download-dok for the lists\' documents', () => {
  it('answers a PDF for every path the KP, pensiun and pengadaan lists hand out', async () => {
    const kp = (await list('/pns/list-kp-instansi?periode=2026-04-01&limit=40&offset=0')).data;
    const pensiun = (await list('/pns/list-pensiun-instansi?tglAwal=01-01-2026&tglAkhir=31-03-2026&limit=40')).data;
    const pengadaan = (await list('/pengadaan/list-pengadaan-instansi?tahun=2010&limit=20')).data;
    const paths = [
      ...kp.flatMap((r) => KP_PATHS.map((key) => r[key])),
      ...pensiun.flatMap((r) => PENSIUN_PATHS.map((key) => r[key])),
      ...pengadaan.flatMap((r) => ['path_ttd_pertek', 'path_ttd_sk'].map((key) => r[key])),
    ].filter((path): path is string => typeof path === 'string');
    expect(paths.filter((p) => p.startsWith('kp/')).length).toBeGreaterThan(60);
    expect(paths.filter((p) => p.startsWith('pensiun/')).length).toBeGreaterThan(30);
    expect(paths.filter((p) => p.startsWith('pengadaan/')).length).toBe(2 * pengadaan.length);
    for (const path of paths) {
      const answer = await download(path);
      expect(answer.status, path).toBe(200);
      expect(answer.type).toBe('application/pdf');
      expect(answer.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('an unknown path in a list folder is the 404 not-found envelope', async () => {
    const [row] = (await list('/pns/list-kp-instansi?periode=2026-04-01&limit=1')).data;
    const pnsId = String(row.pnsId);
    for (const uri of [`kp/20260401/${'A'.repeat(32)}_sk.pdf`, `kp/20260402/${pnsId}_sk.pdf`, `kp/20260401/${pnsId}_other.pdf`, `pensiun/20300101/${pnsId}_sk.pdf`,
      `pensiun/20300231/${pnsId}_sk.pdf`, `pengadaan/2011/${pnsId}_sk.pdf`, 'kp/../etc/passwd']) {
      expect(await api(`/download-dok?filePath=${encodeURIComponent(uri)}`), uri).toMatchObject({ status: 404, json: NOT_FOUND });
    }
  });
});
