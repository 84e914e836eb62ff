import { describe, expect, it } from 'vitest';
import { generateProvince, parseNip } from '../../sandboxes/siasn/data/index.mjs';
import { employeeRowsFrom } from '../../sandboxes/agency/env.mjs';
import { startAgencySandbox, type AgencySandbox } from '../../sandboxes/agency/server.mjs';
import { DEMO_NIP } from '../helpers/personnel-fixtures';
import { TODAY } from '../helpers/siasn-province';
import { useAgencySandbox } from '../helpers/agency-sandbox';

// The agency sandbox's employee list and job maps (docs/agency-gateway.md), spoken to over HTTP.
const agency = useAgencySandbox({ today: TODAY });
const province = generateProvince({ today: TODAY });
const units = province.refUnor();
const unitById = new Map(units.map((u) => [u.Id, u]));

interface EmployeeRow {
  nip: string;
  nama: string;
  jenis_pegawai: 'PNS' | 'PPPK';
  golongan: string;
  jabatan: string;
  unor_id: string;
  unor_nama: string;
  opd_id: string;
  opd_nama: string;
  tmt_pensiun: string;
  jenis_kelamin: 'M' | 'F';
  pendidikan: string;
}
interface JobMap {
  unor: { id: string; nama: string };
  jabatan: { id: string; nama: string; jenis: string; kelas: number; kebutuhan: number; bezetting: number }[];
  children: { id: string; nama: string; hasChildren: boolean }[];
}

async function get<T>(path: string, sandbox: AgencySandbox = agency.sandbox): Promise<{ status: number; body: T }> {
  const res = await fetch(`${sandbox.url}${path}`, { headers: { 'X-Api-Key': sandbox.env.AGENCY_API_KEY } });
  return { status: res.status, body: (await res.json()) as T };
}
const page = async (limit: number, offset: number, sandbox?: AgencySandbox) =>
  (await get<{ data: EmployeeRow[]; count: number }>(`/pegawai?limit=${limit}&offset=${offset}`, sandbox)).body;

/** Every row, a page of 1,000 at a time. */
async function everyRow(sandbox?: AgencySandbox): Promise<EmployeeRow[]> {
  const rows: EmployeeRow[] = [];
  for (let offset = 0; ; offset += 1000) {
    const { data, count } = await page(1000, offset, sandbox);
    rows.push(...data);
    if (rows.length >= count) return rows;
  }
}

const ROMAN = /^(V|VII|IX|X|XI)$/;
const PNS_RANK = /^(I|II|III|IV)\/[a-e]$/;

/** A row agrees with its NIP (gender, PPPK mark), its unit and OPD (ref-unor), and the formats. */
function expectConsistent(row: EmployeeRow) {
  const nip = parseNip(row.nip);
  expect(nip, row.nip).not.toBeNull();
  expect(row.jenis_kelamin).toBe(nip?.gender);
  expect(row.jenis_pegawai).toBe(nip?.pppk ? 'PPPK' : 'PNS');
  expect(row.golongan).toMatch(row.jenis_pegawai === 'PPPK' ? ROMAN : PNS_RANK);
  const unit = unitById.get(row.unor_id);
  expect(unit?.NamaUnor).toBe(row.unor_nama);
  expect(row.opd_id).toBe(unit?.IndukUnorId);
  expect(unitById.get(row.opd_id)?.NamaUnor).toBe(row.opd_nama);
  expect(row.tmt_pensiun).toMatch(/^\d{4}-\d{2}-01$/);
  expect(row.tmt_pensiun > TODAY).toBe(true);
  expect(row.nama.length).toBeGreaterThan(2);
  expect(row.jabatan.length).toBeGreaterThan(2);
  expect(row.pendidikan.length).toBeGreaterThan(1);
}

describe('agency sandbox: GET /pegawai', () => {
  it("lists the province's people ordered by NIP, paged by limit and offset, with the count", async () => {
    const rows = await everyRow();
    expect(rows).toHaveLength(province.size);
    expect(rows.map((r) => r.nip)).toEqual(province.people.map((p) => p.nip).sort());
    const five = await page(5, 10);
    expect(five).toEqual({ data: rows.slice(10, 15), count: province.size });
    expect((await page(100, province.size)).data).toEqual([]);
    expect((await get<{ data: unknown[] }>('/pegawai')).body.data).toHaveLength(100);
  });

  it("gives a person's name with titles, rank, position and unit as SIASN's data utama has them", async () => {
    const rows = await everyRow();
    for (const row of rows) expectConsistent(row);
    const admin = rows.find((r) => r.nip === DEMO_NIP.admin);
    const utama = province.dataUtama(DEMO_NIP.admin);
    expect(admin).toMatchObject({ nama: province.findByNip(DEMO_NIP.admin)?.fullName, jabatan: utama?.jabatanNama, unor_id: utama?.unorId, golongan: utama?.golRuangAkhir });
    expect(rows.filter((r) => r.jenis_pegawai === 'PPPK').length).toBeGreaterThan(100);
  });

  it('answers 400 for a limit outside 1-1000 or an offset that is not a whole number', async () => {
    for (const query of ['limit=0', 'limit=1001', 'limit=ten', 'offset=-1', 'offset=1.5']) {
      expect(await get(`/pegawai?${query}`)).toEqual({ status: 400, body: { code: 'BAD_REQUEST', message: expect.any(String) } });
    }
  });

  it('scales to employeeRows with synthetic employees: unique NIPs, never one of the province, the same on every start', async () => {
    const rows = 100_000;
    const [big, twin] = await Promise.all([startAgencySandbox({ port: 0, today: TODAY, employeeRows: rows }), startAgencySandbox({ port: 0, today: TODAY, employeeRows: rows })]);
    try {
      const first = await page(1000, 0, big);
      expect(first.count).toBe(rows);
      const started = performance.now();
      const last = await page(1000, rows - 1000, big);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(last.data).toHaveLength(1000);
      for (const row of [...first.data, ...last.data]) expectConsistent(row);
      expect(await page(50, 54_321, twin)).toEqual(await page(50, 54_321, big));
      const nips = (await everyRow(big)).map((r) => r.nip);
      expect(new Set(nips).size).toBe(rows);
      expect(nips).toEqual([...nips].sort());
      const own = new Set(province.people.map((p) => p.nip));
      expect(nips.filter((nip) => own.has(nip))).toHaveLength(province.size);
    } finally {
      await Promise.all([big.close(), twin.close()]);
    }
  }, 60_000);

  it('reads AGENCY_SANDBOX_EMPLOYEE_ROWS as the row count, 0 (the province alone) when unset or not a number', () => {
    expect(employeeRowsFrom({ AGENCY_SANDBOX_EMPLOYEE_ROWS: '100000' })).toBe(100_000);
    expect(employeeRowsFrom({})).toBe(0);
    expect(employeeRowsFrom({ AGENCY_SANDBOX_EMPLOYEE_ROWS: 'many' })).toBe(0);
  });
});

describe('agency sandbox: GET /perencanaan/peta-jabatan', () => {
  const mapOf = async (unorId?: string) => get<{ data: JobMap }>(`/perencanaan/peta-jabatan${unorId ? `?unor_id=${unorId}` : ''}`);
  const childrenOf = (id: string | null) => units.filter((u) => u.DiatasanId === id);

  it('answers the province with its top units as children when no unit is asked', async () => {
    const { status, body } = await mapOf();
    expect(status).toBe(200);
    expect(body.data.unor.nama).toBe('Pemerintah Provinsi Jawa Timur');
    expect(body.data.jabatan).toEqual([]);
    expect(body.data.children).toEqual(childrenOf(null).map((u) => ({ id: u.Id, nama: u.NamaUnor, hasChildren: true })));
  });

  it("gives every unit's positions from the people there, its head's post struktural, and its child units", async () => {
    const people = province.people.map((p) => province.dataUtama(p.nip)!);
    let positions = 0;
    let short = 0;
    for (const unit of units) {
      const { status, body } = await mapOf(unit.Id);
      expect(status).toBe(200);
      const map = body.data;
      expect(map.unor).toEqual({ id: unit.Id, nama: unit.NamaUnor });
      expect(map.children.map((c) => c.id)).toEqual(childrenOf(unit.Id).map((u) => u.Id));
      const here = people.filter((p) => p.unorId === unit.Id);
      expect(map.jabatan.reduce((sum, j) => sum + j.bezetting, 0)).toBe(here.length);
      expect(new Set(map.jabatan.map((j) => j.nama))).toEqual(new Set([...here.map((p) => p.jabatanNama), ...(unit.EselonId ? [unit.NamaJabatan] : [])]));
      for (const j of map.jabatan) {
        expect(['struktural', 'fungsional', 'pelaksana']).toContain(j.jenis);
        expect(j.kelas >= 1 && j.kelas <= 17, `${j.nama} kelas ${j.kelas}`).toBe(true);
        if (j.jenis === 'struktural') expect(j.kebutuhan).toBe(1);
        positions += 1;
        if (j.kebutuhan > j.bezetting) short += 1;
      }
      expect(map.jabatan.filter((j) => j.jenis === 'struktural').map((j) => j.nama)).toEqual(unit.EselonId ? [unit.NamaJabatan] : []);
    }
    // Mostly as many as needed; a fair share short (a vacant head's post among them).
    expect(short / positions).toBeGreaterThan(0.1);
    expect(short / positions).toBeLessThan(0.5);
  });

  it('is deterministic: another sandbox of the same seed and day gives the same map', async () => {
    const twin = await startAgencySandbox({ port: 0, today: TODAY });
    try {
      const unit = units.find((u) => u.CepatKode === 'BKD.01.02')!;
      expect((await get(`/perencanaan/peta-jabatan?unor_id=${unit.Id}`, twin)).body).toEqual((await mapOf(unit.Id)).body);
    } finally {
      await twin.close();
    }
  });

  it('answers not found for a unit it does not have, and 401 without the key', async () => {
    expect(await mapOf('0000000000000000000000000000dead')).toEqual({ status: 404, body: { data: null, message: 'Data tidak ditemukan' } });
    expect((await fetch(`${agency.sandbox.url}/perencanaan/peta-jabatan`)).status).toBe(401);
  });
});
