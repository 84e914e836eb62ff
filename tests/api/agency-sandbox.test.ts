import { afterEach, describe, expect, it } from 'vitest';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import { startAgencySandbox } from '../../sandboxes/agency/server.mjs';
import { DEMO_NIP, UNKNOWN_NIP } from '../helpers/personnel-fixtures';
import { TODAY } from '../helpers/siasn-province';
import { useAgencySandbox } from '../helpers/agency-sandbox';

// The agency gateway sandbox's own protocol (docs/agency-gateway.md), spoken to over HTTP.
const agency = useAgencySandbox({ today: TODAY });
const people = generateProvince({ today: TODAY }).people;

afterEach(() => agency.sandbox.resetFaults());

const get = (path: string, key: string | null = agency.sandbox.env.AGENCY_API_KEY) =>
  fetch(`${agency.sandbox.url}${path}`, { headers: key === null ? {} : { 'X-Api-Key': key } });
const json = async (path: string, key?: string | null) => {
  const res = await get(path, key);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('agency sandbox: assessments', () => {
  it('answers a potensi of eight aspects scored 1-5 with its total, category and recommendation', async () => {
    const { status, body } = await json(`/assessment/potensi/${DEMO_NIP.user}`);
    expect(status).toBe(200);
    const data = body.data as Record<string, unknown> & { aspek: { nama: string; skor: number }[]; skorTotal: number };
    expect(data).toMatchObject({ nip: DEMO_NIP.user, lembaga: 'UPT Penilaian Kompetensi Pegawai BKD Jatim', skorMaksimum: 40 });
    expect(data.tanggal).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.aspek.map((a) => a.nama)).toContain('Kecerdasan Emosional');
    expect(data.aspek).toHaveLength(8);
    for (const a of data.aspek) expect(a.skor >= 1 && a.skor <= 5).toBe(true);
    expect(data.skorTotal).toBe(data.aspek.reduce((sum, a) => sum + a.skor, 0));
    expect(['Tinggi', 'Menengah', 'Rendah']).toContain(data.kategori);
    expect(typeof data.rekomendasi).toBe('string');
  });

  it('answers a kompetensi of nine competencies with expected and achieved levels, JPM and category', async () => {
    const { status, body } = await json(`/assessment/kompetensi/${DEMO_NIP.admin}`);
    expect(status).toBe(200);
    const data = body.data as { kompetensi: { nama: string; kelompok: string; levelStandar: number; levelCapaian: number }[]; jpm: number; kategori: string; jenjangJabatan: string };
    expect(data.kompetensi.map((k) => k.nama)).toEqual([
      'Integritas', 'Kerjasama', 'Komunikasi', 'Orientasi pada Hasil', 'Pelayanan Publik',
      'Pengembangan Diri dan Orang Lain', 'Mengelola Perubahan', 'Pengambilan Keputusan', 'Perekat Bangsa',
    ]);
    expect(data.kompetensi.at(-1)?.kelompok).toBe('sosial-kultural');
    const standar = data.kompetensi.reduce((sum, k) => sum + k.levelStandar, 0);
    const capaian = data.kompetensi.reduce((sum, k) => sum + Math.min(k.levelCapaian, k.levelStandar), 0);
    expect(data.jpm).toBeCloseTo((capaian / standar) * 100, 2);
    expect(data.kategori).toBe(data.jpm >= 90 ? 'Optimal' : data.jpm >= 78 ? 'Cukup Optimal' : 'Kurang Optimal');
    expect(data.jenjangJabatan).toBe('Jabatan Fungsional Ahli Madya');
  });

  it('has no assessment for about a fifth of the province, and none for a NIP it does not know', async () => {
    const sample = people.slice(0, 100);
    const statuses = await Promise.all(sample.map(async (p) => (await get(`/assessment/potensi/${p.nip}`)).status));
    const missing = statuses.filter((s) => s === 404).length;
    expect(missing).toBeGreaterThan(8);
    expect(missing).toBeLessThan(35);
    expect(await json(`/assessment/potensi/${UNKNOWN_NIP}`)).toEqual({ status: 404, body: { data: null, message: 'Data tidak ditemukan' } });
    expect((await json('/assessment/kompetensi/123')).status).toBe(404);
  });

  it('is deterministic: another sandbox of the same seed and day answers the same', async () => {
    const twin = await startAgencySandbox({ port: 0, today: TODAY });
    try {
      const path = `/assessment/kompetensi/${people[7].nip}`;
      const other = await fetch(`${twin.url}${path}`, { headers: { 'X-Api-Key': twin.env.AGENCY_API_KEY } });
      expect(await other.json()).toEqual((await json(path)).body);
    } finally {
      await twin.close();
    }
  });
});

describe('agency sandbox: API key and faults', () => {
  it('refuses a missing or wrong X-Api-Key with 401 {code, message}', async () => {
    for (const key of [null, 'wrong-key']) {
      const { status, body } = await json(`/assessment/potensi/${DEMO_NIP.user}`, key);
      expect(status).toBe(401);
      expect(body).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
    }
    expect(agency.sandbox.stats().unauthorized).toBeGreaterThanOrEqual(2);
  });

  it('answers 405 for another method on a known path', async () => {
    const res = await fetch(`${agency.sandbox.url}/assessment/potensi/${DEMO_NIP.user}`, { method: 'POST', headers: { 'X-Api-Key': agency.sandbox.env.AGENCY_API_KEY } });
    expect(res.status).toBe(405);
  });

  it('injects a status for a number of calls through POST /__control/faults, then answers normally', async () => {
    const set = await fetch(`${agency.sandbox.url}/__control/faults`, { method: 'POST', body: JSON.stringify({ status: 503, times: 1, pathPrefix: '/assessment/potensi' }) });
    expect(set.status).toBe(200);
    expect((await get(`/assessment/kompetensi/${DEMO_NIP.user}`)).status).toBe(200);
    expect(await json(`/assessment/potensi/${DEMO_NIP.user}`)).toEqual({ status: 503, body: { code: 'HTTP_503', message: 'Service Unavailable' } });
    expect((await get(`/assessment/potensi/${DEMO_NIP.user}`)).status).toBe(200);
  });

  it('delays, breaks bodies and rejects unknown fault keys', async () => {
    agency.sandbox.setFaults({ latencyMs: 300, times: 1 });
    const started = Date.now();
    expect((await get(`/assessment/potensi/${DEMO_NIP.user}`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    agency.sandbox.setFaults({ body: 'malformed', times: 1 });
    expect(await (await get(`/assessment/potensi/${DEMO_NIP.user}`)).text()).toBe('{"data":{"nip":"');
    const bad = await fetch(`${agency.sandbox.url}/__control/faults`, { method: 'POST', body: JSON.stringify({ token: 'expire' }) });
    expect(bad.status).toBe(400);
  });
});
