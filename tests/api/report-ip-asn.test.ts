import { beforeAll, describe, expect, it } from 'vitest';
import reportRoute from '@/pages/api/siasn/ws/report/ip-asn';
import syncRoute from '@/pages/api/siasn/ws/report/ip-asn/sync';
import employeesSync from '@/pages/api/siasn/ws/report/employees/sync';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { currentYear } from '@/utils/format/current-year';
import { ipasnCategory } from '@/utils/rules/performance';
import type { StartedJobView } from '@/utils/schemas/personnel-admin';
import type { IpAsnReportPage } from '@/utils/schemas/personnel-reports';
import type { SessionUser } from '@/utils/session-user';
import { useAgencySandbox } from '../helpers/agency-sandbox';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';
import { useJobWorker, waitForJob } from '../helpers/job-fixtures';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

// The IP ASN report (docs/personnel-admin.md section 4): a job reads each employee's score of a
// year from SIASN; the report lists them with the spread over the spec's categories.
const ctx = useApiContext();
useSiasnSandbox();
useAgencySandbox();
useJobWorker();

let admin: SessionUser;
const TAHUN = currentYear();
const report = (query = '') => ctx.api.call<IpAsnReportPage>(reportRoute, { path: `/siasn/ws/report/ip-asn${query}`, user: admin });
const syncYear = (tahun: unknown) => ctx.api.call<StartedJobView>(syncRoute, { method: 'POST', path: '/siasn/ws/report/ip-asn/sync', body: { tahun }, user: admin });

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
});

describe('the IP ASN report', () => {
  it('fails at once, with a clear reason, while the employee list was never synced', async () => {
    const started = await syncYear(TAHUN - 1);
    const ended = await waitForJob(ctx, admin, started.body.job.id);
    // Trying again would not help: no retries.
    expect(ended).toMatchObject({ state: 'failed', attempts: 1 });
    expect(ended.error).toMatch(/Data pegawai belum disinkronkan/);
  });

  it("copies every employee's score of the year and shows the spread per category", async () => {
    const employees = await ctx.api.call<StartedJobView>(employeesSync, { method: 'POST', path: '/siasn/ws/report/employees/sync', user: admin });
    const copied = await waitForJob(ctx, admin, employees.body.job.id);
    const started = await syncYear(TAHUN);
    expect(started.status).toBe(202);
    const ended = await waitForJob(ctx, admin, started.body.job.id, undefined, 120_000);
    expect(ended).toMatchObject({ state: 'completed', done: copied.total, total: copied.total });
    const page = await report('?limit=5');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ tahun: TAHUN, total: copied.total, syncedAt: expect.any(String), job: { id: started.body.job.id } });
    expect(page.body.distribution.reduce((n, d) => n + d.total, 0)).toBe(copied.total);
    // Highest first; each row's category is the spec's rule applied to its total, as SIASN gives it.
    const [top] = page.body.data;
    expect(top.kategori).toBe(ipasnCategory(top.total));
    const siasn = (await getSiasnGateway().get(`/pns/nilaiipasn/${top.nip}`, { query: { tahun: String(TAHUN) } })).data as { subtotal: string };
    expect(top.total).toBe(Math.trunc(Number(siasn.subtotal) * 100) / 100);
    const kategori = page.body.distribution.find((d) => d.total > 0)?.kategori ?? '';
    const filtered = await report(`?kategori=${encodeURIComponent(kategori)}&limit=100`);
    expect(filtered.body.total).toBe(page.body.distribution.find((d) => d.kategori === kategori)?.total);
    // Two syncs of every employee, one SIASN call each for the scores: the test's bound is its
    // wait for the second job plus the first (it took 32 s on a loaded CI machine).
  }, 150_000);

  it('defaults to the current year and refuses bad years', async () => {
    expect((await report()).body.tahun).toBe(TAHUN);
    expect((await report('?tahun=1999')).status).toBe(400);
    expect((await syncYear('dua ribu')).status).toBe(400);
  });
});
