import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { RekonView } from '@/components/rekon/rekon-view';
import { currentYear } from '@/utils/format/current-year';
import type { AdminPage } from '@/utils/schemas/personnel-admin';
import type { RekonMfaRow, RekonSummary } from '@/utils/schemas/rekon';
import type { InvalidSpreadsheetAnswer } from '@/utils/schemas/spreadsheets';
import { server } from '../msw/server';
import { sessionFor } from '../msw/handlers/auth';
import { answersInTurn } from '../msw/handlers/personnel-admin';
import { sentForm, type SentForm } from '../msw/sent-requests';
import { withMeasuredBoxes } from './dashboard/chart-size';
import { renderWithProviders } from './render';

beforeAll(async () => {
  await Promise.all([
    import('@/components/rekon/rekon-dashboard'),
    import('@/components/rekon/charts/mfa-chart'),
    import('@/components/reports/charts/category-chart'),
    import('@/components/dashboard/charts/bar-chart'),
  ]);
}, 60_000);
// Every box measures the same: a legend as tall as the chart would leave its bars no room.
withMeasuredBoxes(640, 40);

const YEAR = currentYear();
const SUMMARY: RekonSummary = {
  mfa: [
    { opdId: 'bkd', opdNama: 'Badan Kepegawaian Daerah', SUDAH: 1180, BELUM: 62, 'TIDAK TERDATA': 8 },
    { opdId: 'dinkes', opdNama: 'Dinas Kesehatan', SUDAH: 3900, BELUM: 410, 'TIDAK TERDATA': 0 },
  ],
  kp: [
    { periode: '2026-10-01', total: 1534 },
    { periode: '2026-04-01', total: 1210 },
  ],
  pemberhentian: [
    { bulan: '2026-02', total: 41 },
    { bulan: '2026-03', total: 57 },
  ],
  ipAsn: {
    tahun: YEAR,
    distribution: [
      { kategori: 'Tinggi', total: 2400 },
      { kategori: 'Sangat Tinggi', total: 310 },
    ],
  },
};
const BELUM: RekonMfaRow = { nip: '198807202011012003', nama: 'Siti Aminah', opdNama: 'Badan Kepegawaian Daerah', unorNama: 'Bidang Mutasi', status: 'BELUM' };

function serveSummary() {
  const summary = answersInTurn('/siasn/ws/rekon/summary', [SUMMARY]);
  const mfa = answersInTurn('/siasn/ws/rekon/mfa', [{ data: [BELUM], total: 62, page: 1, limit: 20 } satisfies AdminPage<RekonMfaRow>]);
  server.use(summary.handler, mfa.handler);
  return { summaryQueries: summary.queries, mfaQueries: mfa.queries };
}

async function renderPage() {
  renderWithProviders(<RekonView />, { session: sessionFor('admin'), path: '/rekon' });
  return screen.findByTestId('rekon-dashboard');
}

const hrefOf = (panel: HTMLElement, name: string) => within(panel).getByRole('link', { name }).getAttribute('href');

describe('reconciliation page', () => {
  it('shows the MFA totals and counts per OPD, KP per period, dismissals per month and IP ASN categories, each linked to its list', async () => {
    const { summaryQueries } = serveSummary();
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Rekonsiliasi' })).toBeInTheDocument();
    expect(summaryQueries[0]).toEqual({ tahun: String(YEAR) });

    const totals = screen.getByTestId('rekon-mfa-totals');
    expect(within(totals).getByRole('button', { name: '5.080 pegawai Sudah, semua perangkat daerah' })).toBeInTheDocument();
    expect(within(totals).getByRole('button', { name: '472 pegawai Belum, semua perangkat daerah' })).toBeInTheDocument();
    const dinkes = within(screen.getByTestId('rekon-mfa')).getByText('Dinas Kesehatan').closest('tr') as HTMLElement;
    expect(within(dinkes).getByRole('button', { name: '410 pegawai Belum, Dinas Kesehatan' })).toBeInTheDocument();
    expect(within(dinkes).getByRole('button', { name: '4.310 pegawai semua status, Dinas Kesehatan' })).toBeInTheDocument();
    // Nobody of Dinas Kesehatan is missing from the list: a zero opens nothing.
    expect(within(dinkes).queryByRole('button', { name: /Tidak terdata/ })).toBeNull();

    const chart = await screen.findByTestId('rekon-mfa-chart');
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle path').length).toBe(5));

    const kp = screen.getByTestId('rekon-kp');
    expect(hrefOf(kp, '1 Oktober 2026: 1.534 usulan KP')).toBe('/layanan-siasn/kp?periode=2026-10-01');
    expect(hrefOf(kp, '1 April 2026: 1.210 usulan KP')).toBe('/layanan-siasn/kp?periode=2026-04-01');
    const pemberhentian = screen.getByTestId('rekon-pemberhentian');
    expect(hrefOf(pemberhentian, 'Februari 2026: 41 pemberhentian')).toBe('/layanan-siasn/pemberhentian?tglAkhir=2026-02-28&tglAwal=2026-02-01');
    expect(hrefOf(pemberhentian, 'Maret 2026: 57 pemberhentian')).toBe('/layanan-siasn/pemberhentian?tglAkhir=2026-03-31&tglAwal=2026-03-01');
    const ipAsn = screen.getByTestId('rekon-ip-asn');
    expect(within(ipAsn).getByRole('heading', { name: `IP ASN ${YEAR}` })).toBeInTheDocument();
    const categories = within(ipAsn).getAllByRole('link').map((link) => link.textContent);
    expect(categories).toEqual(['Sangat Tinggi: 310', 'Tinggi: 2.400']);
    expect(hrefOf(ipAsn, `Tinggi: 2.400 pegawai, IP ASN ${YEAR}`)).toBe(`/layanan-siasn/laporan-ip-asn?kategori=Tinggi&tahun=${YEAR}`);
  });

  it("opens the employees behind an OPD's count in a drawer, with its download", async () => {
    const { mfaQueries } = serveSummary();
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: '62 pegawai Belum, Badan Kepegawaian Daerah' }));

    const drawer = await screen.findByTestId('rekon-mfa-drawer');
    expect(await within(drawer).findByText('Siti Aminah')).toBeInTheDocument();
    expect(mfaQueries).toEqual([{ opdId: 'bkd', status: 'BELUM', page: '1', limit: '20' }]);
    expect(screen.getByText('MFA Belum: Badan Kepegawaian Daerah')).toBeInTheDocument();
    expect(within(drawer).getByText('62 orang')).toBeInTheDocument();
    const row = within(drawer).getByText('Siti Aminah').closest('tr') as HTMLElement;
    for (const text of ['198807202011012003', 'Bidang Mutasi', 'Belum']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Unduh xlsx' }).getAttribute('href')).toBe('/helpdesk/api/siasn/ws/rekon/mfa?format=xlsx&limit=-1&opdId=bkd&status=BELUM');

    fireEvent.click(within(drawer).getByTitle('2'));
    await waitFor(() => expect(mfaQueries.at(-1)).toEqual({ opdId: 'bkd', status: 'BELUM', page: '2', limit: '20' }));
  });

  it("opens a province total's list for every OPD", async () => {
    const { mfaQueries } = serveSummary();
    await renderPage();
    fireEvent.click(within(screen.getByTestId('rekon-mfa-totals')).getByRole('button', { name: /pegawai Tidak terdata/ }));
    await within(await screen.findByTestId('rekon-mfa-drawer')).findByText('Siti Aminah');
    expect(mfaQueries).toEqual([{ status: 'TIDAK TERDATA', page: '1', limit: '20' }]);
    expect(screen.getByText('MFA Tidak terdata: semua perangkat daerah')).toBeInTheDocument();
  });

  it("uploads the MFA list with a progress bar and shows a refused file's row errors", async () => {
    serveSummary();
    const refused: InvalidSpreadsheetAnswer = {
      code: 'INVALID_SPREADSHEET',
      message: 'Berkas berisi data yang tidak valid; tidak ada data yang diubah. Perbaiki baris yang disebutkan lalu unggah kembali.',
      errors: [
        { row: 2, column: 'NIP', reason: 'NIP harus diisi sebagai teks.' },
        { row: 5, column: 'Status', reason: 'Status harus SUDAH atau BELUM.' },
      ],
    };
    let release = () => {};
    const gate = new Promise<void>((done) => (release = done));
    const sent: SentForm[] = [];
    server.use(
      http.post('*/helpdesk/api/siasn/ws/mfa', async ({ request }) => {
        sent.push(await sentForm(request));
        await gate;
        await delay(20);
        return HttpResponse.json(refused, { status: 422 });
      }),
    );
    await renderPage();
    const card = screen.getByTestId('rekon-mfa-upload');
    expect(within(card).getByRole('button', { name: 'Unggah daftar aktivasi MFA' })).toBeInTheDocument();

    const file = new File([new Uint8Array(1024)], 'mfa-aktivasi.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    fireEvent.change(card.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    expect(within(await within(card).findByTestId('upload-progress')).getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ path: '/siasn/ws/mfa', file: { name: 'mfa-aktivasi.xlsx', size: 1024 } });
    release();

    const errors = await within(card).findByTestId('spreadsheet-errors');
    await waitFor(() => expect(within(card).queryByTestId('upload-progress')).toBeNull());
    expect(within(errors).getByText(refused.message)).toBeInTheDocument();
    const cells = within(errors)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['2', 'NIP', 'NIP harus diisi sebagai teks.'],
      ['5', 'Status', 'Status harus SUDAH atau BELUM.'],
    ]);
  });

  it('leads each empty panel to the page that fills it, and offers the MFA template', async () => {
    const empty: RekonSummary = { mfa: [], kp: [], pemberhentian: [], ipAsn: { tahun: YEAR, distribution: [] } };
    server.use(answersInTurn('/siasn/ws/rekon/summary', [empty]).handler);
    await renderPage();
    const fill = async (testId: string, name: string) => (await within(await screen.findByTestId(testId)).findByRole('link', { name })).getAttribute('href');
    expect(await fill('rekon-mfa', 'Buka Laporan Pegawai untuk sinkronisasi')).toBe('/helpdesk/layanan-siasn/laporan-pegawai');
    expect(await fill('rekon-kp', 'Buka Kenaikan Pangkat untuk sinkronisasi')).toBe('/helpdesk/layanan-siasn/kp');
    expect(await fill('rekon-pemberhentian', 'Buka Pemberhentian untuk sinkronisasi')).toBe('/helpdesk/layanan-siasn/pemberhentian');
    expect(await fill('rekon-ip-asn', 'Buka Laporan IP ASN untuk mengambil nilai')).toBe(`/helpdesk/layanan-siasn/laporan-ip-asn?tahun=${YEAR}`);
    expect(await fill('rekon-mfa-upload', 'Unduh templat')).toBe('/helpdesk/api/siasn/ws/mfa/template');
  });
});
