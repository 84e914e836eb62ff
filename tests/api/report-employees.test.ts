import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import reportRoute from '@/pages/api/siasn/ws/report/employees';
import opdRoute from '@/pages/api/siasn/ws/report/employees/opd';
import syncRoute from '@/pages/api/siasn/ws/report/employees/sync';
import { employees } from '@/server/db/schema';
import type { AdminPage, StartedJobView } from '@/utils/schemas/personnel-admin';
import type { EmployeeView, OpdOption } from '@/utils/schemas/personnel-reports';
import type { SessionUser } from '@/utils/session-user';
import { useAgencySandbox } from '../helpers/agency-sandbox';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';
import { useJobWorker, waitForJob } from '../helpers/job-fixtures';
import { firstSheetOf, valuesOf } from '../helpers/xlsx-fixtures';

// The employee report (docs/personnel-admin.md section 4): a job copies the agency's list, the
// report pages and filters it, and limit=-1 downloads the whole filtered list.
const ctx = useApiContext();
const ROWS = 3_200;
useAgencySandbox({ employeeRows: ROWS });
useJobWorker();

let admin: SessionUser;
const report = <T>(query: string, bytes = false) => ctx.api.call<T>(reportRoute, { path: `/siasn/ws/report/employees?${query}`, user: admin, bytes });

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
  const started = await ctx.api.call<StartedJobView>(syncRoute, { method: 'POST', path: '/siasn/ws/report/employees/sync', user: admin });
  expect(started.status).toBe(202);
  const ended = await waitForJob(ctx, admin, started.body.job.id);
  expect(ended).toMatchObject({ state: 'completed', done: ROWS, total: ROWS });
});

describe('the employee report', () => {
  it('holds every employee of the agency after the sync', async () => {
    expect((await ctx.db.select({ n: count() }).from(employees))[0].n).toBe(ROWS);
    const page = await report<AdminPage<EmployeeView>>('limit=10');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: ROWS, page: 1, limit: 10 });
    expect(page.body.data).toHaveLength(10);
  });

  it('searches by NIP prefix, name and unit, and filters by OPD and kind', async () => {
    const [first] = (await report<AdminPage<EmployeeView>>('limit=1')).body.data;
    const byNip = await report<AdminPage<EmployeeView>>(`search=${first.nip}`);
    expect(byNip.body.data.map((e) => e.nip)).toEqual([first.nip]);
    const word = first.nama.split(' ').find((w) => w.length > 3) ?? first.nama;
    const byName = await report<AdminPage<EmployeeView>>(`search=${encodeURIComponent(word)}&limit=100`);
    expect(byName.body.data.every((e) => `${e.nama} ${e.unorNama}`.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const opds = (await ctx.api.call<OpdOption[]>(opdRoute, { path: '/siasn/ws/report/employees/opd', user: admin })).body;
    expect(opds.reduce((n, o) => n + o.total, 0)).toBe(ROWS);
    const opd = opds[0];
    const inOpd = await report<AdminPage<EmployeeView>>(`opdId=${opd.id}&limit=100`);
    expect(inOpd.body.total).toBe(opd.total);
    expect(inOpd.body.data.every((e) => e.opdId === opd.id)).toBe(true);
    const pppk = await report<AdminPage<EmployeeView>>('jenis=PPPK&limit=100');
    expect(pppk.body.total).toBeGreaterThan(0);
    expect(pppk.body.data.every((e) => e.jenisPegawai === 'PPPK')).toBe(true);
  });

  it('limit=-1 downloads the whole filtered list as xlsx by default, and as csv', async () => {
    const xlsx = await report<Buffer>('limit=-1', true);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toBe('attachment; filename="pegawai-pemprov-jatim.xlsx"');
    const rows = valuesOf(await firstSheetOf(xlsx.body));
    expect(rows[0]).toEqual(['NIP', 'Nama', 'Jenis Pegawai', 'Golongan', 'Jabatan', 'Unit Kerja', 'Perangkat Daerah', 'TMT Pensiun', 'Pendidikan']);
    expect(rows).toHaveLength(ROWS + 1);
    const nips = rows.slice(1).map((r) => String(r[0]));
    expect(nips).toEqual([...nips].sort());
    expect(rows.slice(1).some((r) => r[7] instanceof Date)).toBe(true);
    const csv = await report<string>('limit=-1&format=csv&jenis=PPPK');
    const pppk = (await report<AdminPage<EmployeeView>>('jenis=PPPK&limit=1')).body.total;
    expect(csv.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(pppk + 1);
  });

  it('refuses bad input with 400', async () => {
    for (const query of ['limit=-2', 'limit=500', 'jenis=honorer', 'format=pdf&limit=-1', 'opdId=%27%3B--']) expect((await report(query)).status, query).toBe(400);
  });
});
