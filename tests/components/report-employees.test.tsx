import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { LiveEvents } from '@/components/realtime/live-events';
import { EmployeeReportView } from '@/components/reports/report-views';
import type { AdminPage } from '@/utils/schemas/personnel-admin';
import type { EmployeeView, OpdOption } from '@/utils/schemas/personnel-reports';
import { server } from '../msw/server';
import { sessionFor } from '../msw/handlers/auth';
import { JOB_ID, answersInTurn, jobView, recordPosts } from '../msw/handlers/personnel-admin';
import { mockRouter } from './router-mock';
import { renderWithProviders } from './render';
import { emitJobChange, installFakeEventSource } from './realtime/fake-event-source';

// The report (antd Table, Select, Progress) is a chunk loaded on demand: loaded once here.
beforeAll(async () => {
  await import('@/components/reports/employee-report');
}, 60_000);

const SITI: EmployeeView = {
  nip: '198807202011012003',
  nama: 'Siti Aminah',
  jenisPegawai: 'PNS',
  golongan: 'III/d',
  jabatan: 'Analis SDM Aparatur Ahli Muda',
  unorNama: 'Bidang Mutasi',
  opdId: 'bkd',
  opdNama: 'Badan Kepegawaian Daerah',
};
const RUDI: EmployeeView = { ...SITI, nip: '199503152023211004', nama: 'Rudi Hartono', jenisPegawai: 'PPPK', golongan: 'IX', jabatan: 'Pranata Komputer Ahli Pertama', unorNama: 'Sekretariat' };
const OPDS: OpdOption[] = [
  { id: 'bkd', nama: 'Badan Kepegawaian Daerah', total: 1250 },
  { id: 'dinkes', nama: 'Dinas Kesehatan', total: 4310 },
];

const page = (data: EmployeeView[], total = data.length): AdminPage<EmployeeView> => ({ data, total, page: 1, limit: 20 });
const JOB = jobView({ kind: 'employees-sync', title: 'Sinkronisasi data pegawai dari BKD', key: 'all', params: {} });

/** The list answering `answers` in turn, the OPD options, and no earlier sync. */
function serveReport(...answers: AdminPage<EmployeeView>[]) {
  const list = answersInTurn('/siasn/ws/report/employees', answers);
  const opds = answersInTurn('/siasn/ws/report/employees/opd', [OPDS]);
  const jobs = answersInTurn('/jobs', [{ data: [], total: 0, page: 1, limit: 1 }]);
  server.use(list.handler, opds.handler, jobs.handler);
  return { queries: list.queries, jobQueries: jobs.queries };
}

async function renderPage(path = '/layanan-siasn/laporan-pegawai') {
  renderWithProviders(
    <>
      <LiveEvents />
      <EmployeeReportView />
    </>,
    { session: sessionFor('admin'), path },
  );
  return screen.findByTestId('employee-report');
}

const link = (panel: HTMLElement, name: string) => within(panel).getByRole('link', { name }).getAttribute('href');

describe('employee report page', () => {
  it('lists the employees with NIP, name, kind, rank, position, unit and OPD, and the download links', async () => {
    const { queries, jobQueries } = serveReport(page([SITI, RUDI], 1534));
    const panel = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Laporan Pegawai' })).toBeInTheDocument();

    const row = (await within(panel).findByText('Siti Aminah')).closest('tr') as HTMLElement;
    for (const text of ['198807202011012003', 'PNS', 'III/d', 'Analis SDM Aparatur Ahli Muda', 'Bidang Mutasi', 'Badan Kepegawaian Daerah']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within((within(panel).getByText('Rudi Hartono').closest('tr') as HTMLElement)).getByText('PPPK')).toBeInTheDocument();
    expect(within(panel).getByText('1.534 orang')).toBeInTheDocument();
    expect(queries[0]).toEqual({ page: '1', limit: '20' });
    expect(jobQueries[0]).toEqual({ kind: 'employees-sync', page: '1', limit: '1' });
    expect(link(panel, 'Unduh xlsx')).toBe('/helpdesk/api/siasn/ws/report/employees?format=xlsx&limit=-1');
    expect(link(panel, 'Unduh csv')).toBe('/helpdesk/api/siasn/ws/report/employees?format=csv&limit=-1');
  });

  it('searches (debounced), filters by OPD and PNS/PPPK, pages, and the downloads follow the filters', async () => {
    const { queries } = serveReport(page([SITI, RUDI], 45));
    const panel = await renderPage();
    await within(panel).findByText('Siti Aminah');

    fireEvent.change(within(panel).getByRole('searchbox', { name: 'Cari NIP, nama, atau unit' }), { target: { value: 'Mutasi' } });
    await waitFor(() => expect(queries.at(-1)).toEqual({ search: 'Mutasi', page: '1', limit: '20' }));

    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Perangkat daerah' }));
    fireEvent.click(await screen.findByText('Dinas Kesehatan (4.310)', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ search: 'Mutasi', opdId: 'dinkes', page: '1', limit: '20' }));
    expect(mockRouter.replace).toHaveBeenLastCalledWith('/layanan-siasn/laporan-pegawai?opdId=dinkes', undefined, { shallow: true });

    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Jenis pegawai' }));
    fireEvent.click(await screen.findByText('PPPK', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ opdId: 'dinkes', jenis: 'PPPK' }));
    expect(link(panel, 'Unduh xlsx')).toBe('/helpdesk/api/siasn/ws/report/employees?format=xlsx&jenis=PPPK&limit=-1&opdId=dinkes&search=Mutasi');

    fireEvent.click(within(panel).getByTitle('3'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ search: 'Mutasi', opdId: 'dinkes', jenis: 'PPPK', page: '3', limit: '20' }));
  });

  it('opens with the filters of its URL', async () => {
    const { queries } = serveReport(page([RUDI]));
    const panel = await renderPage('/layanan-siasn/laporan-pegawai?opdId=bkd&jenis=PPPK');
    await within(panel).findByText('Rudi Hartono');
    expect(queries[0]).toEqual({ opdId: 'bkd', jenis: 'PPPK', page: '1', limit: '20' });
  });

  it('tells to sync first when the list is empty, with the button there; it syncs with the progress in place (pushed) and reads the list again', async () => {
    const sources = installFakeEventSource();
    const { queries } = serveReport(page([]), page([SITI, RUDI]));
    const sync = recordPosts('/siasn/ws/report/employees/sync', () => HttpResponse.json({ job: JOB, existing: false }, { status: 202 }));
    const job = answersInTurn(`/jobs/${JOB_ID}`, [{ ...JOB, done: 400, total: 1000 }, { ...JOB, state: 'completed', done: 1000, total: 1000, finishedAt: '2026-09-20T03:30:00.000Z' }]);
    server.use(sync.handler, job.handler);
    const panel = await renderPage();

    expect(await within(panel).findByText('Belum ada data pegawai. Sinkronkan dari BKD terlebih dahulu untuk mengisi laporan ini.')).toBeInTheDocument();
    // The empty list's own button starts the same sync as the bar's.
    fireEvent.click(within(within(panel).getByTestId('empty-state')).getByRole('button', { name: 'Sinkronkan dari BKD' }));
    const progress = await screen.findByTestId('job-progress');
    await waitFor(() => expect(within(progress).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40'));
    expect(sync.sent).toEqual([{ path: '/siasn/ws/report/employees/sync', body: null }]);
    expect(within(panel).getAllByRole<HTMLButtonElement>('button', { name: 'Sinkronkan dari BKD' }).map((b) => b.disabled)).toEqual([true, true]);

    emitJobChange(sources, JOB_ID);
    expect(await within(panel).findByText('Siti Aminah')).toBeInTheDocument();
    expect(within(progress).getByText('Selesai')).toBeInTheDocument();
    expect(queries).toHaveLength(2);
  });
});
