import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import WriteLogTable from '@/components/siasn-logs/write-log-table';
import { requestFacts } from '@/components/siasn-logs/request-facts';
import type { LogPage, SiasnWriteLogRow } from '@/utils/schemas/siasn-logs';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';
import { chooseOption } from '../tickets/select-option';

const ROWS: SiasnWriteLogRow[] = [
  {
    id: 2,
    at: '2026-03-01T02:30:00.000Z',
    nip: '199001012020121001',
    type: 'riwayat',
    service: 'jabatan',
    action: 'create',
    riwayat_id: null,
    request: { nomorSk: '800/12/2026', tmtJabatan: '01-03-2026' },
    outcome: 'rejected',
    gateway_message: 'Nomor SK wajib diisi',
    duration_ms: 240,
    user: { id: 7, name: 'Siti Rahmawati', username: 'siti' },
  },
  {
    id: 1,
    at: '2026-02-28T16:59:00.000Z',
    nip: '198502022010012002',
    type: 'usulan',
    service: 'perbaikan-nama',
    action: 'submit',
    riwayat_id: null,
    request: { nama: 'Agus Prasetyo', file: { name: 'akta.pdf', size: 2048, type: 'application/pdf' } },
    outcome: 'timeout',
    gateway_message: null,
    duration_ms: 15000,
    user: null,
  },
];

/** The value shown beside a label of a fact list. */
const factValue = (list: HTMLElement, label: string) => within(list).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** Answers the write log and keeps the query string of every request. */
function serveWrites(rows = ROWS, total = rows.length) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/helpdesk/api/logs/siasn-writes', ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.searchParams);
      const body: LogPage<SiasnWriteLogRow> = { rows, total, page: Number(url.searchParams.get('page')), limit: Number(url.searchParams.get('limit')) };
      return HttpResponse.json(body);
    }),
  );
  return queries;
}

const lastQuery = (queries: URLSearchParams[]) => Object.fromEntries(queries.at(-1) ?? []);

async function renderLog() {
  renderWithProviders(<WriteLogTable />, { session: sessionFor('admin'), path: '/logs/siasn' });
  return screen.findByTestId('siasn-write-log');
}

describe('SIASN write log', () => {
  it('shows the rows with their service, user and outcome colour, and the total', async () => {
    serveWrites();
    const log = await renderLog();
    const first = await within(log).findByText('Riwayat Jabatan');
    const row = first.closest('tr') as HTMLElement;
    expect(within(row).getByText('Ditolak').closest('[data-outcome]')?.getAttribute('data-outcome')).toBe('rejected');
    expect(within(row).getByText('1 Mar 2026 09:30')).toBeInTheDocument();
    expect(within(row).getByText('Siti Rahmawati')).toBeInTheDocument();
    const second = within(log).getByText('Perbaikan Nama').closest('tr') as HTMLElement;
    expect(within(second).getByText('Waktu habis')).toBeInTheDocument();
    expect(within(second).getByText('Sistem')).toBeInTheDocument();
    expect(within(log).getByText('2 penulisan')).toBeInTheDocument();
  });

  it("expands a row into the request summary and SIASN's message", async () => {
    serveWrites();
    const log = await renderLog();
    const row = (await within(log).findByText('Riwayat Jabatan')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /expand|buka|perluas/i }));
    const details = await screen.findByTestId('write-details-2');
    expect(within(details).getByText('Nomor SK wajib diisi')).toBeInTheDocument();
    // The request in words: each field under its label, no JSON in sight until "Detail teknis" opens.
    const request = within(details).getByTestId('write-request-2');
    expect(factValue(request, 'Nomor SK')).toBe('800/12/2026');
    expect(factValue(request, 'TMT jabatan')).toBe('01-03-2026');
    const technical = within(details).getByText('Detail teknis').closest('details') as HTMLDetailsElement;
    expect(technical.open).toBe(false);
    expect(technical.querySelector('pre')?.textContent).toBe(JSON.stringify(ROWS[0].request, null, 2));
  });

  it('names a file by its name and size and a field no text names in words', () => {
    expect(requestFacts({ nama: 'Agus Prasetyo', file: { name: 'akta.pdf', size: 2048, type: 'application/pdf' }, tanggalMulaiCuti: '01-01-2026', path: [{ dok_id: '1' }, { dok_id: '2' }] })).toEqual([
      { key: 'request-nama', label: 'Nama', value: 'Agus Prasetyo' },
      { key: 'request-file', label: 'Berkas', value: 'akta.pdf (2 KB)' },
      { key: 'request-tanggalMulaiCuti', label: 'Tanggal mulai cuti', value: '01-01-2026' },
      { key: 'request-path', label: 'Dokumen terlampir', value: '2 dokumen' },
    ]);
    expect(requestFacts({ changes: { noHp: '081234567890', email: '' } })).toEqual([{ key: 'request-changes', label: 'Perubahan', value: 'Nomor HP: 081234567890; Email: -' }]);
  });

  it('asks the API for page 1 of 20 first, then for each filter chosen', async () => {
    const queries = serveWrites();
    await renderLog();
    await waitFor(() => expect(lastQuery(queries)).toEqual({ page: '1', limit: '20' }));

    await chooseOption('Jenis', 'Riwayat');
    await waitFor(() => expect(lastQuery(queries)).toEqual({ page: '1', limit: '20', type: 'riwayat' }));
    await chooseOption('Layanan', 'Kursus');
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ type: 'riwayat', service: 'kursus' }));
    await chooseOption('Aksi', 'Unggah');
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ service: 'kursus', action: 'upload' }));

    const nip = screen.getByRole('searchbox', { name: 'NIP' });
    fireEvent.change(nip, { target: { value: '12345' } });
    expect(lastQuery(queries).nip).toBeUndefined();
    fireEvent.change(nip, { target: { value: '19900101 202012 1 001' } });
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ action: 'upload', nip: '199001012020121001' }));
  });

  it('filters by a month picked in the month picker', async () => {
    const queries = serveWrites();
    await renderLog();
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Bulan' }));
    fireEvent.click(screen.getByRole('textbox', { name: 'Bulan' }));
    const cell = await waitFor(() => {
      const found = document.querySelector(`.ant-picker-cell[title="${new Date().getFullYear()}-03"]`);
      if (!found) throw new Error('no March cell');
      return found;
    });
    fireEvent.click(cell.querySelector('.ant-picker-cell-inner') ?? cell);
    await waitFor(() => expect(lastQuery(queries)).toEqual({ page: '1', limit: '20', month: `${new Date().getFullYear()}-03` }));
  });

  it('pages on the server: page 2 asks for page=2 with the same filters', async () => {
    const queries = serveWrites(ROWS, 45);
    const log = await renderLog();
    await within(log).findByText('Riwayat Jabatan');
    await chooseOption('Jenis', 'Usulan');
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ type: 'usulan' }));
    fireEvent.click(within(log).getByTitle('2'));
    await waitFor(() => expect(lastQuery(queries)).toEqual({ page: '2', limit: '20', type: 'usulan' }));
  });
});
