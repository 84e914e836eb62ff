import { beforeAll, describe, expect, it } from 'vitest';
import reportRoute from '@/pages/api/siasn/ws/report/ip-asn';
import syncRoute from '@/pages/api/siasn/ws/report/ip-asn/sync';
import employeesSync from '@/pages/api/siasn/ws/report/employees/sync';
import { ipAsnScores } from '@/server/db/schema';
import { currentYear } from '@/utils/format/current-year';
import { ipAsnScoredAt } from '@/utils/rules/ip-asn';
import { ipasnCategory } from '@/utils/rules/performance';
import type { StartedJobView } from '@/utils/schemas/personnel-admin';
import type { IpAsnReportPage } from '@/utils/schemas/personnel-reports';
import type { SessionUser } from '@/utils/session-user';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import { useAgencySandbox } from '../helpers/agency-sandbox';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';
import { useJobWorker, waitForJob } from '../helpers/job-fixtures';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';
import { firstSheetOf, valuesOf } from '../helpers/xlsx-fixtures';

// The IP ASN report (docs/personnel-admin.md section 4): a job reads each employee's current score
// from SIASN and keeps it in the year SIASN scored it; the report of a year lists what is kept for
// it, with the spread over the spec's categories. On 1 May a third of the province is still
// scored last year (the sandbox's scoring days run from January to December).
const TAHUN = currentYear();
const TODAY = `${TAHUN}-05-01`;
const ctx = useApiContext();
useSiasnSandbox({ today: TODAY });
useAgencySandbox({ today: TODAY });
useJobWorker();

let admin: SessionUser;
const report = (query = '') => ctx.api.call<IpAsnReportPage>(reportRoute, { path: `/siasn/ws/report/ip-asn${query}`, user: admin });
const syncNow = () => ctx.api.call<StartedJobView>(syncRoute, { method: 'POST', path: '/siasn/ws/report/ip-asn/sync', user: admin });
const province = generateProvince({ today: TODAY });
// A reading kept from long ago: no sync may remove another year's rows.
const OLD = { tahun: TAHUN - 5, nip: province.people[0].nip, nama: 'Dibaca dulu', total: 70, kategori: 'Cukup' };

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
  await ctx.db.insert(ipAsnScores).values(OLD);
});

describe('the IP ASN report', () => {
  it('fails at once, with a clear reason, while the employee list was never synced', async () => {
    const started = await syncNow();
    expect(started.body.job).toMatchObject({ title: 'Ambil nilai IP ASN terkini dari SIASN', params: {} });
    const ended = await waitForJob(ctx, admin, started.body.job.id);
    // Trying again would not help: no retries.
    expect(ended).toMatchObject({ state: 'failed', attempts: 1 });
    expect(ended.error).toMatch(/Data pegawai belum disinkronkan/);
  });

  it("keeps every employee's current score in the year SIASN scored it, and shows each year's spread", async () => {
    const employees = await ctx.api.call<StartedJobView>(employeesSync, { method: 'POST', path: '/siasn/ws/report/employees/sync', user: admin });
    const copied = await waitForJob(ctx, admin, employees.body.job.id);
    const started = await syncNow();
    expect(started.status).toBe(202);
    const ended = await waitForJob(ctx, admin, started.body.job.id, undefined, 120_000);
    expect(ended).toMatchObject({ state: 'completed', done: copied.total, total: copied.total });
    const [now, last] = [await report('?limit=5'), await report(`?tahun=${TAHUN - 1}&limit=5`)];
    expect(now.status).toBe(200);
    expect(now.body).toMatchObject({ tahun: TAHUN, fetchedAt: expect.any(String), job: { id: started.body.job.id } });
    expect(last.body).toMatchObject({ tahun: TAHUN - 1, job: { id: started.body.job.id } });
    // Everyone once, in one of the two years; both years hold some.
    expect(now.body.total + last.body.total).toBe(copied.total);
    expect(Math.min(now.body.total, last.body.total)).toBeGreaterThan(0);
    expect(now.body.distribution.reduce((n, d) => n + d.total, 0)).toBe(now.body.total);
    // Each row is SIASN's score of that year, with SIASN's date; highest first, the spec's category.
    for (const [page, tahun] of [[now.body, TAHUN], [last.body, TAHUN - 1]] as const) {
      const [top] = page.data;
      const siasn = province.nilaiIpasn(top.nip)!;
      expect(top).toMatchObject({ tahun, total: Math.trunc(Number(siasn.subtotal) * 100) / 100, scoredAt: ipAsnScoredAt(siasn.created_at)!.toISOString(), fetchedAt: expect.any(String) });
      expect(siasn.created_at.slice(0, 4)).toBe(String(tahun));
      expect(top.kategori).toBe(ipasnCategory(top.total));
    }
    const kategori = now.body.distribution.find((d) => d.total > 0)?.kategori ?? '';
    const filtered = await report(`?kategori=${encodeURIComponent(kategori)}&limit=100`);
    expect(filtered.body.total).toBe(now.body.distribution.find((d) => d.kategori === kategori)?.total);
    // The year kept from long ago is still there.
    expect((await report(`?tahun=${OLD.tahun}`)).body).toMatchObject({ total: 1, data: [{ nip: OLD.nip, nama: OLD.nama, total: 70, scoredAt: null }] });
    // Two syncs of every employee, one SIASN call each for the scores: the test's bound is its
    // wait for the second job plus the first (it took 32 s on a loaded CI machine).
  }, 150_000);

  it('downloads a year with the date SIASN scored each row and when it was read', async () => {
    const file = await ctx.api.call<Buffer>(reportRoute, { path: `/siasn/ws/report/ip-asn?tahun=${TAHUN - 1}&limit=-1`, user: admin, bytes: true });
    expect(file.status).toBe(200);
    const rows = valuesOf(await firstSheetOf(file.body));
    expect(rows[0]).toEqual(['NIP', 'Nama', 'Unit Kerja', 'Kualifikasi', 'Kompetensi', 'Kinerja', 'Disiplin', 'Nilai IP ASN', 'Kategori', 'Tanggal Nilai', 'Diambil']);
    const [nip, , , , , , , , , scored] = rows[1];
    const day = province.nilaiIpasn(String(nip))!.created_at.slice(0, 10);
    expect(scored).toEqual(new Date(`${day}T00:00:00Z`));
  });

  it('says a year holds nothing, defaults to the current year and refuses bad years', async () => {
    expect((await report(`?tahun=${TAHUN - 2}`)).body).toMatchObject({ tahun: TAHUN - 2, total: 0, data: [], distribution: [], fetchedAt: null });
    expect((await report()).body.tahun).toBe(TAHUN);
    expect((await report('?tahun=1999')).status).toBe(400);
  });
});
