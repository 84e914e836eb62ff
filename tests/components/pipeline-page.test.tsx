import { beforeAll, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from 'next-auth/react';
import { pipelineKeys } from '@/hooks/personnel-admin/keys';
import { http, HttpResponse } from 'msw';
import { PipelineView } from '@/components/pipelines/pipeline-view';
import { FeedbackProvider } from '@/components/ui/feedback-provider';
import { LiveEvents } from '@/components/realtime/live-events';
import { FIRST_PIPELINE_PAGE, nextKpPeriod } from '@/utils/query/pipeline-periods';
import type { PipelineListAnswer, PipelineRow } from '@/services/personnel-admin';
import { dayjs } from '@/utils/format';
import type { Pipeline } from '@/utils/schemas/personnel-admin';
import { server } from '../msw/server';
import { sessionFor } from '../msw/handlers/auth';
import { JOB_ID, answersInTurn, jobView, recordPosts } from '../msw/handlers/personnel-admin';
import { sentForm, type SentForm } from '../msw/sent-requests';
import { createTestQueryClient, renderWithProviders } from './render';
import { setMockRouterPath } from './router-mock';
import { emitJobChange, installFakeEventSource } from './realtime/fake-event-source';

// The period pickers, the SK dialog and the job's progress (antd) are chunks loaded on demand: loaded once here.
beforeAll(async () => {
  await Promise.all([import('@/components/pipelines/period-pickers'), import('@/components/pipelines/sk-upload-dialog'), import('@/components/jobs/scoped-job-progress')]);
}, 60_000);

const SITI: PipelineRow = {
  periode: '2026-10-01',
  id: 'usulan-1',
  nip: '198807202011012003',
  nama: 'Siti Aminah',
  golonganBaruId: '34',
  jenisKp: '101',
  statusUsulan: '49',
  statusUsulanNama: 'Sudah TTD - SK',
  tmtKp: '2026-10-01',
  unorNama: 'Badan Kepegawaian Daerah',
  noSk: '823.3/123/2026',
  data: { path_ttd_pertek: 'kp/20261001/siti_pertek.pdf', path_ttd_sk: 'kp/20261001/siti_sk.pdf', path_preview_sk: null, gaji_pokok_baru: 3512300 },
};
const BUDI: PipelineRow = {
  periode: '2026-10-01',
  id: 'usulan-2',
  nip: '199001012015011001',
  nama: 'Budi Santoso',
  golonganBaruId: '32',
  jenisKp: '205',
  statusUsulan: '15',
  statusUsulanNama: 'Validasi Usulan – Disetujui',
  tmtKp: '2026-10-01',
  unorNama: 'Inspektorat',
  noSk: null,
  data: { gaji_pokok_baru: '2900000' },
};

function listAnswer(overrides: Partial<PipelineListAnswer> = {}): PipelineListAnswer {
  return {
    data: [SITI, BUDI],
    total: 2,
    page: 1,
    limit: 20,
    syncedAt: '2026-09-20T03:30:00.000Z',
    job: jobView({ state: 'completed', done: 2, total: 2, finishedAt: '2026-09-20T03:30:00.000Z' }),
    statuses: [
      { value: '49', label: 'Sudah TTD - SK', count: 1 },
      { value: '15', label: 'Validasi Usulan – Disetujui', count: 1 },
    ],
    ...overrides,
  };
}

function serveList(pipeline: Pipeline, ...answers: PipelineListAnswer[]) {
  const list = answersInTurn(`/siasn/ws/admin/${pipeline}`, answers);
  server.use(list.handler);
  return list.queries;
}

async function renderPage(pipeline: Pipeline, path: string) {
  renderWithProviders(
    <>
      <LiveEvents />
      <PipelineView pipeline={pipeline} />
    </>,
    { session: sessionFor('admin'), path },
  );
  return screen.findByTestId(`pipeline-${pipeline}`);
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const progressBar = () => within(screen.getByTestId('job-progress')).getByRole('progressbar');
const syncButton = (panel: HTMLElement) => within(panel).getByRole<HTMLButtonElement>('button', { name: 'Sinkronkan dari SIASN' });
const fileInput = (form: HTMLElement) => form.querySelector('input[type="file"]') as HTMLInputElement;

describe('pipeline pages', { timeout: 30_000 }, () => {
  it("lists the period's rows with rank, jenis KP, TMT, salary, status, decree and document links", async () => {
    const queries = serveList('kp', listAnswer());
    const panel = await renderPage('kp', '/layanan-siasn/kp?periode=2026-10-01');
    expect(screen.getByRole('heading', { level: 1, name: 'Kenaikan Pangkat (KP)' })).toBeInTheDocument();

    await within(panel).findByText('Siti Aminah');
    expect(queries[0]).toEqual({ periode: '2026-10-01', sort: 'nama', order: 'asc', page: '1', limit: '20' });
    const siti = within(rowOf('Siti Aminah'));
    for (const text of ['198807202011012003', 'Penata Tingkat I (III/d)', 'Reguler', '1 Oktober 2026', 'Rp 3.512.300', 'Sudah TTD - SK', 'Badan Kepegawaian Daerah', '823.3/123/2026']) {
      expect(siti.getByText(text)).toBeInTheDocument();
    }
    const sk = siti.getByRole('link', { name: 'SK Siti Aminah (tab baru)' });
    expect(sk.getAttribute('href')).toBe('/helpdesk/api/siasn/ws/admin/kp/proxy?filePath=kp%2F20261001%2Fsiti_sk.pdf');
    expect(sk.getAttribute('target')).toBe('_blank');
    expect(siti.getByRole('link', { name: 'Pertek Siti Aminah (tab baru)' })).toBeInTheDocument();
    expect(siti.queryByRole('link', { name: /Pratinjau SK/ })).toBeNull();

    const budi = within(rowOf('Budi Santoso'));
    for (const text of ['Penata Muda Tingkat I (III/b)', 'Pilihan (205)', 'Rp 2.900.000', 'Disetujui']) expect(budi.getByText(text)).toBeInTheDocument();
    expect(budi.queryAllByRole('link')).toHaveLength(0);

    expect(within(panel).getByText('Terakhir disinkronkan: 20 September 2026 10.30')).toBeInTheDocument();
    expect(within(panel).getByText('2 orang')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Unduh xlsx' }).getAttribute('href')).toBe('/helpdesk/api/siasn/ws/admin/kp/download?format=xlsx&periode=2026-10-01');
    expect(within(panel).getByRole('link', { name: 'Unduh csv' }).getAttribute('href')).toBe('/helpdesk/api/siasn/ws/admin/kp/download?format=csv&periode=2026-10-01');
    expect((within(panel).getByRole('textbox', { name: 'Periode KP' }) as HTMLInputElement).value).toBe('Oktober 2026');
  });

  it('searches (debounced), filters by status, sorts and pages on the server, and the downloads follow the filters', async () => {
    const queries = serveList('kp', listAnswer({ total: 45 }));
    const panel = await renderPage('kp', '/layanan-siasn/kp?periode=2026-10-01');
    await within(panel).findByText('Siti Aminah');

    fireEvent.change(within(panel).getByRole('searchbox', { name: 'Cari NIP atau nama' }), { target: { value: 'Siti' } });
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ search: 'Siti', page: '1' }));

    fireEvent.change(within(panel).getByRole('combobox', { name: 'Status usulan' }), { target: { value: '49' } });
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ search: 'Siti', status: '49' }));
    expect(within(panel).getByRole('link', { name: 'Unduh xlsx' }).getAttribute('href')).toBe(
      '/helpdesk/api/siasn/ws/admin/kp/download?format=xlsx&periode=2026-10-01&search=Siti&status=49',
    );

    const sortBy = (name: RegExp) => fireEvent.click(within(within(panel).getByRole('columnheader', { name })).getByRole('button'));
    sortBy(/NIP/);
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ sort: 'nip', order: 'asc' }));
    expect(within(panel).getByRole('columnheader', { name: /NIP/ }).getAttribute('aria-sort')).toBe('ascending');
    sortBy(/NIP/);
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ sort: 'nip', order: 'desc' }));
    sortBy(/TMT KP/);
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ sort: 'tanggal', order: 'asc' }));

    const pager = within(panel).getByRole('navigation', { name: 'Halaman daftar' });
    expect(within(pager).getByText('45 orang')).toBeInTheDocument();
    fireEvent.click(within(pager).getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ periode: '2026-10-01', search: 'Siti', status: '49', sort: 'tanggal', order: 'asc', page: '2', limit: '20' }));
    // A new order starts again from page 1; a bigger page asks for that many rows.
    sortBy(/TMT KP/);
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ sort: 'tanggal', order: 'desc', page: '1' }));
    fireEvent.change(within(pager).getByRole('combobox', { name: 'Orang per halaman' }), { target: { value: '50' } });
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ page: '1', limit: '50' }));
  });

  it('says the period was never synced and how to fill it', async () => {
    serveList('kp', listAnswer({ data: [], total: 0, syncedAt: null, job: null, statuses: [] }));
    const panel = await renderPage('kp', '/layanan-siasn/kp?periode=2027-04-01');
    expect(await within(panel).findByText('Belum ada data untuk periode ini. Klik Sinkronkan dari SIASN untuk mengambilnya.')).toBeInTheDocument();
    expect(within(panel).getByText('Periode ini belum pernah disinkronkan.')).toBeInTheDocument();
    expect(within(panel).queryByRole('combobox', { name: 'Status usulan' })).toBeNull();
  });

  it('syncs: the progress bar moves with the job as the stream pushes its changes, and the list is read again when it completes', async () => {
    const sources = installFakeEventSource();
    const queries = serveList('kp', listAnswer({ data: [], total: 0, syncedAt: null, job: null, statuses: [] }), listAnswer());
    const sync = recordPosts('/siasn/ws/admin/kp/sync', () => HttpResponse.json({ job: jobView({ state: 'queued', startedAt: null }), existing: false }, { status: 202 }));
    const job = answersInTurn(`/jobs/${JOB_ID}`, [jobView({ done: 40, total: 100 }), jobView({ state: 'completed', done: 100, total: 100, finishedAt: '2026-09-20T03:30:00.000Z' })]);
    server.use(sync.handler, job.handler);
    const panel = await renderPage('kp', '/layanan-siasn/kp?periode=2026-10-01');
    await within(panel).findByText(/Belum ada data untuk periode ini/);

    fireEvent.click(within(panel).getByRole('button', { name: 'Sinkronkan dari SIASN' }));
    await waitFor(() => expect(progressBar().getAttribute('aria-valuenow')).toBe('40'));
    expect(sync.sent).toEqual([{ path: '/siasn/ws/admin/kp/sync', body: { periode: '2026-10-01' } }]);
    expect(within(screen.getByTestId('job-progress')).getByText('Berjalan')).toBeInTheDocument();
    expect(within(screen.getByTestId('job-progress')).getByText('40 dari 100 baris')).toBeInTheDocument();
    expect(syncButton(panel).disabled).toBe(true);

    emitJobChange(sources, JOB_ID);
    await waitFor(() => expect(progressBar().getAttribute('aria-valuenow')).toBe('100'));
    expect(within(screen.getByTestId('job-progress')).getByText('Selesai')).toBeInTheDocument();
    expect(await within(panel).findByText('Siti Aminah')).toBeInTheDocument();
    expect(queries).toHaveLength(2);
    expect(within(panel).getByText('Terakhir disinkronkan: 20 September 2026 10.30')).toBeInTheDocument();
    expect(syncButton(panel).disabled).toBe(false);
  });

  it("shows the period's running sync on load, with Batalkan", async () => {
    serveList('kp', listAnswer({ job: jobView({ done: 10, total: 200 }) }));
    const job = answersInTurn(`/jobs/${JOB_ID}`, [jobView({ done: 10, total: 200 })]);
    const cancel = recordPosts(`/jobs/${JOB_ID}/cancel`, () => HttpResponse.json(jobView({ done: 10, total: 200, cancelRequested: true })));
    server.use(job.handler, cancel.handler);
    const panel = await renderPage('kp', '/layanan-siasn/kp?periode=2026-10-01');

    await waitFor(() => expect(progressBar().getAttribute('aria-valuenow')).toBe('5'));
    expect(syncButton(panel).disabled).toBe(true);
    expect(within(panel).queryByTestId('pipeline-synced-at')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Batalkan Sinkronisasi KP periode 01-10-2026' }));
    await waitFor(() => expect(cancel.sent.map((s) => s.path)).toEqual([`/jobs/${JOB_ID}/cancel`]));
  });

  it("sends an SK as multipart from the Unggah SK dialog and shows SIASN's refusal", async () => {
    serveList('kp', listAnswer());
    const sent: SentForm[] = [];
    server.use(
      http.post('*/helpdesk/api/siasn/ws/admin/kp/upload-dok-sk-kp', async ({ request }) => {
        sent.push(await sentForm(request));
        return HttpResponse.json({ code: 'SIASN_REJECTED', message: 'SIASN menolak: Usulan sudah memiliki SK' }, { status: 422 });
      }),
    );
    const panel = await renderPage('kp', '/layanan-siasn/kp?periode=2026-10-01');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Unggah SK KP Siti Aminah' }));
    const form = await screen.findByTestId('sk-upload-form');

    fireEvent.click(within(form).getByRole('button', { name: 'Unggah' }));
    expect(await within(form).findByText('Nomor SK wajib diisi')).toBeInTheDocument();
    expect(within(form).getByText('Tanggal SK wajib diisi')).toBeInTheDocument();
    expect(within(form).getByText('Pilih berkas SK dalam format PDF')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Nomor SK'), { target: { value: ' 823.3/456/2026 ' } });
    const date = within(form).getByLabelText('Tanggal SK');
    fireEvent.mouseDown(date);
    fireEvent.focus(date);
    fireEvent.change(date, { target: { value: '15-10-2026' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.change(fileInput(form), { target: { files: [new File(['x'], 'foto.png', { type: 'image/png' })] } });
    expect(await within(form).findByText('Dokumen harus berupa berkas PDF.')).toBeInTheDocument();
    fireEvent.change(fileInput(form), { target: { files: [new File([new Uint8Array(2048)], 'sk-siti.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Unggah' }));

    expect((await within(form).findByTestId('sk-upload-refusal')).textContent).toBe('SIASN menolak: Usulan sudah memiliki SK');
    expect(sent).toEqual([
      {
        path: '/siasn/ws/admin/kp/upload-dok-sk-kp',
        fields: { id_usulan: 'usulan-1', no_sk: '823.3/456/2026', tgl_sk: '2026-10-15' },
        file: { name: 'sk-siti.pdf', type: 'application/pdf', size: 2048 },
      },
    ]);
  });

  it('closes the dialog and reads the list again once the SK is in', async () => {
    const queries = serveList('kp', listAnswer());
    server.use(http.post('*/helpdesk/api/siasn/ws/admin/kp/upload-dok-sk-kp', () => HttpResponse.json({ message: 'Dokumen SK berhasil diunggah' }, { status: 201 })));
    const panel = await renderPage('kp', '/layanan-siasn/kp?periode=2026-10-01');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Unggah SK KP Budi Santoso' }));
    const form = await screen.findByTestId('sk-upload-form');
    fireEvent.change(within(form).getByLabelText('Nomor SK'), { target: { value: '823.3/457/2026' } });
    const date = within(form).getByLabelText('Tanggal SK');
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '16-10-2026' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.change(fileInput(form), { target: { files: [new File(['%PDF'], 'sk.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Unggah' }));

    expect(await screen.findByText('Dokumen SK berhasil diunggah')).toBeInTheDocument();
    // happy-dom runs no CSS animation, so antd's dialog stays in its leave motion instead of unmounting.
    await waitFor(() => expect(form.closest('.ant-modal')?.classList.contains('ant-zoom-leave')).toBe(true));
    await waitFor(() => expect(queries).toHaveLength(2));
  });

  it("opens the list's one dialog for the row whose button was pressed, empty each time", async () => {
    serveList('kp', listAnswer());
    const panel = await renderPage('kp', '/layanan-siasn/kp?periode=2026-10-01');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Unggah SK KP Siti Aminah' }));
    const siti = await screen.findByRole('form', { name: 'Unggah SK KP: Siti Aminah' });
    fireEvent.change(within(siti).getByLabelText('Nomor SK'), { target: { value: '823.3/1/2026' } });
    fireEvent.click(within(siti).getByRole('button', { name: 'Batal' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Unggah SK KP Budi Santoso' }));
    const budi = await screen.findByRole('form', { name: 'Unggah SK KP: Budi Santoso' });
    expect((within(budi).getByLabelText('Nomor SK') as HTMLInputElement).value).toBe('');
    expect(screen.getAllByTestId('sk-upload-form')).toHaveLength(1);
  });

  it("reads the pemberhentian range from the URL and shows the API's refusal of a range over 366 days", async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get('*/helpdesk/api/siasn/ws/admin/pemberhentian', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json(
          { code: 'VALIDATION_ERROR', message: 'Data yang dikirim tidak valid', fields: [{ path: 'tglAkhir', message: 'Rentang tanggal paling lama 366 hari' }] },
          { status: 400 },
        );
      }),
    );
    const panel = await renderPage('pemberhentian', '/layanan-siasn/pemberhentian?tglAwal=2026-01-01&tglAkhir=2027-06-30');

    expect((await within(panel).findByRole('alert')).textContent).toContain('Rentang tanggal paling lama 366 hari');
    expect(queries[0]).toMatchObject({ tglAwal: '2026-01-01', tglAkhir: '2027-06-30' });
    expect((within(panel).getByRole('textbox', { name: 'TMT pensiun dari' }) as HTMLInputElement).value).toBe('1 Januari 2026');
    expect((within(panel).getByRole('textbox', { name: 'TMT pensiun sampai' }) as HTMLInputElement).value).toBe('30 Juni 2027');
  });

  it('opens pengadaan on this year, with the jenis formasi as its filter and column', async () => {
    const row: PipelineRow = { tahun: 2026, id: 'p-1', nip: '200001012025011001', nama: 'Rina Wati', jenisFormasiId: '02', jenisFormasiNama: 'Cumlaude', noSk: null, data: { path_ttd_sk: 'pengadaan/2026/rina_sk.pdf' } };
    const queries = serveList('pengadaan', listAnswer({ data: [row], total: 1, statuses: [{ value: '02', label: 'Cumlaude', count: 1 }] }));
    const panel = await renderPage('pengadaan', '/layanan-siasn/pengadaan');

    await within(panel).findByText('Rina Wati');
    expect(queries[0]).toMatchObject({ tahun: String(dayjs().utcOffset(7 * 60).year()) });
    expect(within(rowOf('Rina Wati')).getByText('Cumlaude')).toBeInTheDocument();
    expect(within(rowOf('Rina Wati')).getByRole('link', { name: 'SK Rina Wati (tab baru)' }).getAttribute('href')).toBe(
      '/helpdesk/api/siasn/ws/admin/pengadaan/proxy?filePath=pengadaan%2F2026%2Frina_sk.pdf',
    );
    expect(within(panel).getByRole('combobox', { name: 'Jenis formasi' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Unggah SK/ })).toBeNull();
  });
});

/** The page's HTML as the server renders it (no effect runs), with what its props prefetched, in a detached element. */
function serverRender(pipeline: Pipeline, path: string, client = createTestQueryClient()): HTMLElement {
  setMockRouterPath(path);
  const page = document.createElement('div');
  page.innerHTML = renderToString(
    <SessionProvider session={sessionFor('admin')} basePath="/helpdesk/api/auth">
      <QueryClientProvider client={client}>
        <FeedbackProvider>
          <PipelineView pipeline={pipeline} />
        </FeedbackProvider>
      </QueryClientProvider>
    </SessionProvider>,
  );
  return page;
}

describe("the KP page's server render", () => {
  it('holds the first page of rows and the period as text, drawn without antd', () => {
    const client = createTestQueryClient();
    const rows = Array.from({ length: 20 }, (_, i) => ({ ...SITI, id: `usulan-${i}`, nama: `Pegawai ${i}` }));
    client.setQueryData(pipelineKeys.list('kp', { periode: '2026-10-01' }, FIRST_PIPELINE_PAGE), listAnswer({ data: rows, total: 3000 }));
    const page = serverRender('kp', '/layanan-siasn/kp?periode=2026-10-01', client);
    expect(page.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(20);
    const period = within(page).getByRole<HTMLInputElement>('textbox', { name: 'Periode KP' });
    expect([period.value, period.readOnly]).toEqual(['Oktober 2026', true]);
    expect(within(page).getByRole('navigation', { name: 'Halaman daftar' }).textContent).toContain('3.000 orang');
    expect(page.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('shows the pemberhentian range and the pengadaan year as text until the pickers load', () => {
    const fieldsOf = (page: HTMLElement) => Object.fromEntries(within(page).getAllByRole<HTMLInputElement>('textbox').map((input) => [input.getAttribute('aria-label'), input.value]));
    expect(fieldsOf(serverRender('pemberhentian', '/layanan-siasn/pemberhentian?tglAwal=2026-01-01&tglAkhir=2026-06-30'))).toEqual({ 'TMT pensiun dari': '1 Januari 2026', 'TMT pensiun sampai': '30 Juni 2026' });
    expect(fieldsOf(serverRender('pengadaan', '/layanan-siasn/pengadaan?tahun=2025'))).toEqual({ 'Tahun formasi': '2025' });
  });
});

describe('the KP period a list opens on', () => {
  it.each([
    ['2026-01-15', '2026-04-01'],
    ['2026-04-01', '2026-04-01'],
    ['2026-04-02', '2026-10-01'],
    ['2026-10-01', '2026-10-01'],
    ['2026-12-31', '2027-04-01'],
  ])('on %s is %s', (today, periode) => {
    expect(nextKpPeriod(dayjs(today))).toBe(periode);
  });

  it('keeps the documents and the row action in one column pinned on the right of a wide table', async () => {
    serveList('kp', listAnswer());
    const panel = await renderPage('kp', '/layanan-siasn/kp?periode=2026-10-01');
    await within(panel).findByText('Siti Aminah');
    const headers = within(panel).getAllByRole('columnheader');
    expect(headers.at(-1)?.textContent).toBe('Dokumen dan aksi');
    const pinned = within(rowOf('Siti Aminah')).getByRole('button', { name: 'Unggah SK KP Siti Aminah' }).closest('td');
    expect(pinned?.getAttribute('data-column')).toBe('documents');
    expect(within(pinned as HTMLElement).getByRole('link', { name: 'SK Siti Aminah (tab baru)' })).toBeInTheDocument();
    expect(screen.getByTestId('pipeline-kp-table').getAttribute('data-phone-cards')).toBe('true');
    expect(within(panel).getByRole('table', { name: 'Kenaikan Pangkat (KP), periode 1 Oktober 2026' })).toBeInTheDocument();
  });

  it("labels each cell with its column's title for the phone's cards", async () => {
    serveList('kp', listAnswer());
    const panel = await renderPage('kp', '/layanan-siasn/kp?periode=2026-10-01');
    await within(panel).findByText('Siti Aminah');
    const labels = Object.fromEntries([...rowOf('Siti Aminah').querySelectorAll('td[data-label]')].map((td) => [td.getAttribute('data-label'), td.textContent]));
    expect(labels).toMatchObject({ NIP: '198807202011012003', 'Golongan baru': 'Penata Tingkat I (III/d)', 'TMT KP': '1 Oktober 2026', 'Status usulan': 'Sudah TTD - SK', 'Nomor SK': '823.3/123/2026' });
  });
});

