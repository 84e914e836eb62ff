import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { RefJftView } from '@/components/ref-jft/ref-jft-view';
import type { RefJftPage, RefJftView as RefJftRow } from '@/utils/schemas/ref-jft';
import type { InvalidSpreadsheetAnswer, ReplaceCounts } from '@/utils/schemas/spreadsheets';
import { server } from '../msw/server';
import { sessionFor } from '../msw/handlers/auth';
import { sentForm, type SentForm } from '../msw/sent-requests';
import { renderWithProviders } from './render';

const LIST = '*/helpdesk/api/siasn/ws/report/ref-jft';
const jft = (id: string, nama: string, extra: Partial<RefJftRow> = {}): RefJftRow => ({ id, nama, jenjang: 'Ahli Pertama', rumpun: 'Analis', bup: 58, kelasJabatan: 8, ...extra });
const ROWS = [jft('JFT-001', 'Analis Kebijakan Ahli Pertama'), jft('JFT-002', 'Arsiparis Terampil', { jenjang: 'Terampil', kelasJabatan: 6 }), jft('JFT-003', 'Pranata Komputer Ahli Muda')];

const REFUSED: InvalidSpreadsheetAnswer = {
  code: 'INVALID_SPREADSHEET',
  message: 'Berkas berisi data yang tidak valid; tidak ada data yang diubah. Perbaiki baris yang disebutkan lalu unggah kembali.',
  errors: [
    { row: 3, column: 'ID', reason: 'Wajib diisi.' },
    { row: 4, column: 'BUP', reason: 'Harus berupa angka.' },
    { row: 7, column: 'ID', reason: 'Nilai ini sudah dipakai pada baris 2.' },
  ],
};

/** Serves the list (search by name, 20 a page) and answers uploads with `answer` once `gate` opens. */
function serveReference(answer: () => Response, gate: Promise<void> = Promise.resolve()) {
  const asked: URLSearchParams[] = [];
  const sent: SentForm[] = [];
  let rows = ROWS;
  server.use(
    http.get(LIST, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const search = params.get('search')?.toLowerCase();
      const data = search ? rows.filter((r) => r.nama.toLowerCase().includes(search)) : rows;
      const page: RefJftPage = { data, total: data.length, page: Number(params.get('page')), limit: Number(params.get('limit')), updatedAt: '2026-05-04T02:15:00.000Z' };
      return HttpResponse.json(page);
    }),
    http.post(LIST, async ({ request }) => {
      sent.push(await sentForm(request));
      await gate;
      await delay(20);
      const response = answer();
      if (response.ok) rows = [jft('JFT-100', 'Penyuluh Pertanian Ahli Pertama')];
      return response;
    }),
  );
  return { asked, sent };
}

const xlsx = (name = 'referensi-jft.xlsx') => new File([new Uint8Array(2048)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const table = () => screen.getByTestId('ref-jft-table');

async function renderPage() {
  renderWithProviders(<RefJftView />, { session: sessionFor('admin'), path: '/layanan-siasn/referensi-jft' });
  await within(await screen.findByTestId('ref-jft-table')).findByText('Analis Kebijakan Ahli Pertama');
}

describe('JFT reference page', () => {
  it('lists the reference with its count and last upload, and searches by name from page 1', async () => {
    const { asked } = serveReference(() => HttpResponse.json({ removed: 0, inserted: 0 }));
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Referensi Jabatan Fungsional (JFT)' })).toBeInTheDocument();
    expect(within(table()).getByText('3 jabatan · Terakhir diunggah 04 Mei 2026 09:15')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Unduh templat/ }).getAttribute('href')).toBe('/helpdesk/api/siasn/ws/report/ref-jft/template');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari nama jabatan atau ID' }), { target: { value: 'arsip' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(within(table()).queryByText('Analis Kebijakan Ahli Pertama')).toBeNull());
    expect(within(table()).getByText('Arsiparis Terampil')).toBeInTheDocument();
    expect(asked.at(-1)?.get('search')).toBe('arsip');
    expect(asked.at(-1)?.get('page')).toBe('1');
  });

  it('shows the progress of an upload, then every error of a refused file in a table, the reference unchanged', async () => {
    let release = () => {};
    const { sent } = serveReference(() => HttpResponse.json(REFUSED, { status: 422 }), new Promise<void>((done) => (release = done)));
    await renderPage();

    fireEvent.change(fileInput(), { target: { files: [xlsx()] } });
    const bar = await screen.findByTestId('upload-progress');
    expect(within(bar).getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].file).toMatchObject({ name: 'referensi-jft.xlsx', size: 2048 });
    release();

    const errors = await screen.findByTestId('spreadsheet-errors');
    await waitFor(() => expect(screen.queryByTestId('upload-progress')).toBeNull());
    expect(within(errors).getByRole('heading', { name: 'Unggahan ditolak: 3 kesalahan' })).toBeInTheDocument();
    expect(within(errors).getByText(REFUSED.message)).toBeInTheDocument();
    const cells = within(errors)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['3', 'ID', 'Wajib diisi.'],
      ['4', 'BUP', 'Harus berupa angka.'],
      ['7', 'ID', 'Nilai ini sudah dipakai pada baris 2.'],
    ]);
    expect(within(table()).getByText('Analis Kebijakan Ahli Pertama')).toBeInTheDocument();
  });

  it('clears the errors and shows the new reference after a good upload', async () => {
    let refuse = true;
    serveReference(() => (refuse ? HttpResponse.json(REFUSED, { status: 422 }) : HttpResponse.json({ removed: 3, inserted: 1 } satisfies ReplaceCounts)));
    await renderPage();
    fireEvent.change(fileInput(), { target: { files: [xlsx()] } });
    await screen.findByTestId('spreadsheet-errors');

    refuse = false;
    fireEvent.change(fileInput(), { target: { files: [xlsx('perbaikan.xlsx')] } });
    expect(await screen.findByText('Referensi diganti: 1 jabatan (sebelumnya 3).')).toBeInTheDocument();
    expect(screen.queryByTestId('spreadsheet-errors')).toBeNull();
    expect(await within(table()).findByText('Penyuluh Pertanian Ahli Pertama')).toBeInTheDocument();
  });

  it('says why a file that is no xlsx is refused, without sending it', async () => {
    const { sent } = serveReference(() => HttpResponse.json({ removed: 0, inserted: 0 }));
    await renderPage();
    fireEvent.change(fileInput(), { target: { files: [new File(['ID;Nama'], 'referensi.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText('Pilih berkas Excel berakhiran .xlsx.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
