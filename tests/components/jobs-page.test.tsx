import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { JobsView } from '@/components/jobs/jobs-view';
import { LiveEvents } from '@/components/realtime/live-events';
import type { AdminPage, JobView } from '@/utils/schemas/personnel-admin';
import { server } from '../msw/server';
import { sessionFor } from '../msw/handlers/auth';
import { answersInTurn, jobView, recordPosts } from '../msw/handlers/personnel-admin';
import { renderWithProviders } from './render';
import { emitJobChange, installFakeEventSource } from './realtime/fake-event-source';

// The table (antd Table, Select, Progress, Drawer) is a chunk loaded on demand: loaded once here.
beforeAll(async () => {
  await import('@/components/jobs/job-table');
}, 60_000);

const RUNNING = jobView({ id: '11111111-1111-4111-8111-111111111111', done: 300, total: 1200, log: undefined });
const FAILED = jobView({
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'pemberhentian-sync',
  title: 'Sinkronisasi Pemberhentian TMT 01-01-2026 s.d. 31-12-2026',
  state: 'failed',
  done: 200,
  total: 900,
  attempts: 4,
  error: 'SIASN tidak dapat dihubungi',
  finishedAt: '2026-09-20T03:02:06.000Z',
  log: undefined,
});
const COMPLETED = jobView({
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'pengadaan-sync',
  title: 'Sinkronisasi Pengadaan tahun 2026',
  state: 'completed',
  done: 50,
  total: 50,
  finishedAt: '2026-09-20T04:00:01.000Z',
  log: undefined,
});

const page = (...data: JobView[]): AdminPage<JobView> => ({ data, total: data.length, page: 1, limit: 20 });

function serveJobs(...answers: AdminPage<JobView>[]) {
  const list = answersInTurn('/jobs', answers);
  server.use(list.handler);
  return list.queries;
}

async function renderPage() {
  renderWithProviders(
    <>
      <LiveEvents />
      <JobsView />
    </>,
    { session: sessionFor('admin'), path: '/layanan-siasn/jobs' },
  );
  return screen.findByTestId('job-table');
}

const rowOf = (table: HTMLElement, title: string) => within(table).getByText(title).closest('tr') as HTMLElement;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Proses Latar', { timeout: 30_000 }, () => {
  it('lists each job with its state, progress, start, duration, attempts and error', async () => {
    const queries = serveJobs(page(RUNNING, FAILED, COMPLETED));
    const table = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Proses Latar' })).toBeInTheDocument();

    await within(table).findByText(FAILED.title);
    expect(queries[0]).toEqual({ page: '1', limit: '20' });
    const failed = within(rowOf(table, FAILED.title));
    for (const text of ['Gagal', '200 dari 900 baris', '20 September 2026 10.00', '2 menit 5 detik', '4', 'SIASN tidak dapat dihubungi']) expect(failed.getByText(text)).toBeInTheDocument();
    expect(failed.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('22');
    expect(failed.getByRole('button', { name: `Ulangi ${FAILED.title}` })).toBeInTheDocument();
    expect(failed.queryByRole('button', { name: /^Batalkan/ })).toBeNull();

    const running = within(rowOf(table, RUNNING.title));
    expect(running.getByText('Berjalan')).toBeInTheDocument();
    expect(running.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(running.getByRole('button', { name: `Batalkan ${RUNNING.title}` })).toBeInTheDocument();
    expect(running.queryByRole('button', { name: /^Ulangi/ })).toBeNull();

    const completed = within(rowOf(table, COMPLETED.title));
    expect(completed.getByText('Selesai')).toBeInTheDocument();
    expect(completed.getByText('1 jam')).toBeInTheDocument();
    expect(completed.queryByRole('button', { name: /^(Batalkan|Ulangi)/ })).toBeNull();
  });

  it('filters by kind and state on the server', async () => {
    const queries = serveJobs(page(FAILED));
    await renderPage();
    await screen.findByText(FAILED.title);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Jenis proses' }));
    fireEvent.click(await screen.findByText('Sinkronisasi pemberhentian', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', limit: '20', kind: 'pemberhentian-sync' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByText('Gagal', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', limit: '20', kind: 'pemberhentian-sync', state: 'failed' }));
  });

  it('Batalkan posts to the cancel route of a live job, Ulangi to the retry route of a failed one', async () => {
    const queries = serveJobs(page(RUNNING, FAILED));
    const posts = recordPosts('/jobs/:id/:action', (path) =>
      path.endsWith('/cancel') ? HttpResponse.json({ ...RUNNING, cancelRequested: true }) : HttpResponse.json({ job: jobView({ state: 'queued' }), existing: false }, { status: 202 }),
    );
    server.use(posts.handler);
    const table = await renderPage();
    await within(table).findByText(FAILED.title);

    // Each action reads the list again at once (not waiting for the stream).
    const before = queries.length;
    fireEvent.click(within(table).getByRole('button', { name: `Batalkan ${RUNNING.title}` }));
    expect(await screen.findByText('Pembatalan diminta; proses berhenti setelah halaman yang sedang diambil.')).toBeInTheDocument();
    await waitFor(() => expect(queries.length).toBe(before + 1));
    fireEvent.click(within(table).getByRole('button', { name: `Ulangi ${FAILED.title}` }));
    expect(await screen.findByText('Proses dijalankan ulang.')).toBeInTheDocument();
    await waitFor(() => expect(queries.length).toBe(before + 2));

    expect(posts.sent.map((p) => p.path)).toEqual([`/jobs/${RUNNING.id}/cancel`, `/jobs/${FAILED.id}/retry`]);
  });

  it("shows the API's reason when a job has already ended", async () => {
    serveJobs(page(RUNNING));
    server.use(
      recordPosts('/jobs/:id/cancel', () => HttpResponse.json({ code: 'JOB_FINISHED', message: 'Proses ini sudah selesai, tidak dapat dibatalkan.' }, { status: 409 })).handler,
    );
    const table = await renderPage();
    fireEvent.click(await within(table).findByRole('button', { name: `Batalkan ${RUNNING.title}` }));
    expect(await screen.findByText('Proses ini sudah selesai, tidak dapat dibatalkan.')).toBeInTheDocument();
  });

  it('follows jobs on the live stream: reads them again when a job changes, and never by itself', async () => {
    const sources = installFakeEventSource();
    const queries = serveJobs(page(RUNNING, COMPLETED), page({ ...RUNNING, state: 'completed', done: 1200, finishedAt: '2026-09-20T03:10:00.000Z' }, COMPLETED));
    const table = await renderPage();
    await within(table).findByText('Berjalan');
    expect(sources.filter((s) => !s.closed).map((s) => s.url)).toEqual(['/helpdesk/api/events?jobs=true']);
    await sleep(2500);
    expect(queries).toHaveLength(1);

    emitJobChange(sources, RUNNING.id);
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(within(rowOf(table, RUNNING.title)).getByText('Selesai')).toBeInTheDocument();
  });

  it("opens a job's log in a drawer", async () => {
    serveJobs(page(FAILED));
    const detail = answersInTurn(`/jobs/${FAILED.id}`, [
      {
        ...FAILED,
        log: [
          { at: '2026-09-20T03:00:00.000Z', text: 'Dijadwalkan: Sinkronisasi Pemberhentian TMT 01-01-2026 s.d. 31-12-2026.' },
          { at: '2026-09-20T03:02:06.000Z', text: 'Gagal: SIASN tidak dapat dihubungi' },
        ],
      },
    ]);
    server.use(detail.handler);
    const table = await renderPage();
    fireEvent.click(await within(table).findByRole('button', { name: `Lihat log ${FAILED.title}` }));

    const log = await screen.findByTestId('job-log');
    expect(within(log).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '20 Sep 10.00.00Dijadwalkan: Sinkronisasi Pemberhentian TMT 01-01-2026 s.d. 31-12-2026.',
      '20 Sep 10.02.06Gagal: SIASN tidak dapat dihubungi',
    ]);
    expect(screen.getByText(`Log: ${FAILED.title}`)).toBeInTheDocument();
    expect(detail.queries).toHaveLength(1);
  });
});
