import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { IpAsnReportView } from '@/components/reports/report-views';
import { currentYear } from '@/utils/format/current-year';
import type { IpAsnReportPage, IpAsnScoreView, OpdOption } from '@/utils/schemas/personnel-reports';
import { server } from '../msw/server';
import { sessionFor } from '../msw/handlers/auth';
import { JOB_ID, answersInTurn, jobView, recordPosts } from '../msw/handlers/personnel-admin';
import { withMeasuredBoxes } from './dashboard/chart-size';
import { mockRouter } from './router-mock';
import { renderWithProviders } from './render';

beforeAll(async () => {
  await Promise.all([import('@/components/reports/ip-asn-report'), import('@/components/reports/charts/category-chart')]);
}, 60_000);
withMeasuredBoxes();

const YEAR = currentYear();
const SITI: IpAsnScoreView = {
  tahun: YEAR,
  nip: '198807202011012003',
  nama: 'Siti Aminah',
  opdId: 'bkd',
  unorNama: 'Bidang Mutasi',
  kualifikasi: 25,
  kompetensi: 32.5,
  kinerja: 27,
  disiplin: 5,
  total: 89.5,
  kategori: 'Tinggi',
  // 10.00 WIB on 14 August: the date SIASN scored it.
  scoredAt: `${YEAR}-08-14T03:00:00.000Z`,
  fetchedAt: '2026-09-20T03:30:00.000Z',
};
const BUDI: IpAsnScoreView = { ...SITI, nip: '199001012015011001', nama: 'Budi Santoso', kualifikasi: null, kompetensi: null, kinerja: null, disiplin: null, total: null, kategori: null, scoredAt: null };
const OPDS: OpdOption[] = [{ id: 'bkd', nama: 'Badan Kepegawaian Daerah', total: 1250 }];

function report(overrides: Partial<IpAsnReportPage> = {}): IpAsnReportPage {
  return {
    tahun: YEAR,
    data: [SITI, BUDI],
    total: 2,
    page: 1,
    limit: 20,
    distribution: [
      { kategori: 'Tidak ada nilai', total: 1 },
      { kategori: 'Cukup', total: 3120 },
      { kategori: 'Tinggi', total: 1 },
    ],
    fetchedAt: '2026-09-20T03:30:00.000Z',
    job: null,
    ...overrides,
  };
}

function serveReport(...answers: IpAsnReportPage[]) {
  const list = answersInTurn('/siasn/ws/report/ip-asn', answers);
  server.use(list.handler, answersInTurn('/siasn/ws/report/employees/opd', [OPDS]).handler);
  return list.queries;
}

async function renderPage(path = '/layanan-siasn/laporan-ip-asn') {
  renderWithProviders(<IpAsnReportView />, { session: sessionFor('admin'), path });
  return screen.findByTestId('ip-asn-report');
}

describe('IP ASN report page', () => {
  it("opens on this year: the kept scores with their category and the date SIASN scored them, the spread as coloured bars, and the year's download", async () => {
    const queries = serveReport(report());
    const panel = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Laporan IP ASN' })).toBeInTheDocument();

    const siti = (await within(panel).findByText('Siti Aminah')).closest('tr') as HTMLElement;
    for (const text of ['198807202011012003', 'Bidang Mutasi', '25', '32,5', '27', '5', '89,5', 'Tinggi', `14 Agustus ${YEAR}`]) expect(within(siti).getByText(text)).toBeInTheDocument();
    expect(within(panel).getByRole('columnheader', { name: 'Tanggal nilai' })).toBeInTheDocument();
    expect(queries[0]).toEqual({ tahun: String(YEAR), page: '1', limit: '20' });
    expect((within(panel).getByRole('textbox', { name: 'Tahun' }) as HTMLInputElement).value).toBe(String(YEAR));
    expect(within(panel).getByText('2 orang · Terakhir diambil dari SIASN: 20 September 2026 10.30')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Unduh xlsx' }).getAttribute('href')).toBe(`/helpdesk/api/siasn/ws/report/ip-asn?format=xlsx&limit=-1&tahun=${YEAR}`);

    const chart = await within(panel).findByTestId('ip-asn-category-chart');
    expect(chart.getAttribute('aria-label')).toBe(`Grafik jumlah pegawai per kategori IP ASN tahun ${YEAR}`);
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(3));
    // Best category first, "Tidak ada nilai" last, each in its colour (Tinggi blue, Cukup gold, none grey).
    const fills = [...chart.querySelectorAll('.recharts-bar-rectangle path')].map((bar) => bar.getAttribute('fill'));
    expect(fills).toEqual(['#1677ff', '#faad14', '#bfbfbf']);
  });

  it('reads the year and category from its URL, and filters by category, OPD and search', async () => {
    const queries = serveReport(report({ tahun: 2024, data: [SITI], total: 1 }));
    const panel = await renderPage('/layanan-siasn/laporan-ip-asn?tahun=2024&kategori=Tinggi');
    await within(panel).findByText('Siti Aminah');
    expect(queries[0]).toEqual({ tahun: '2024', kategori: 'Tinggi', page: '1', limit: '20' });
    expect(within(panel).getByRole('button', { name: 'Ambil nilai IP ASN terkini' })).toBeInTheDocument();

    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Kategori' }));
    fireEvent.click(await screen.findByText('Cukup (3.120)', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ tahun: '2024', kategori: 'Cukup', page: '1', limit: '20' }));
    expect(mockRouter.replace).toHaveBeenLastCalledWith('/layanan-siasn/laporan-ip-asn?kategori=Cukup&tahun=2024', undefined, { shallow: true });

    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Perangkat daerah' }));
    fireEvent.click(await screen.findByText('Badan Kepegawaian Daerah (1.250)', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(within(panel).getByRole('searchbox', { name: 'Cari NIP atau nama' }), { target: { value: '1988' } });
    await waitFor(() => expect(queries.at(-1)).toEqual({ tahun: '2024', kategori: 'Cukup', opdId: 'bkd', search: '1988', page: '1', limit: '20' }));
    expect(within(panel).getByRole('link', { name: 'Unduh xlsx' }).getAttribute('href')).toBe(
      '/helpdesk/api/siasn/ws/report/ip-asn?format=xlsx&kategori=Cukup&limit=-1&opdId=bkd&search=1988&tahun=2024',
    );
  });

  it("says plainly when a year has nothing kept, reads the current scores (no year sent) and shows the job's error when it fails", async () => {
    serveReport(report({ data: [], total: 0, distribution: [], fetchedAt: null }));
    const failed = jobView({ kind: 'ip-asn-sync', title: 'Ambil nilai IP ASN terkini dari SIASN', key: 'current', params: {} });
    const sync = recordPosts('/siasn/ws/report/ip-asn/sync', () => HttpResponse.json({ job: { ...failed, state: 'queued' }, existing: false }, { status: 202 }));
    const error = 'Data pegawai belum disinkronkan. Sinkronkan laporan pegawai terlebih dahulu.';
    const job = answersInTurn(`/jobs/${JOB_ID}`, [{ ...failed, state: 'failed', error, finishedAt: '2026-09-20T03:30:00.000Z' }]);
    server.use(sync.handler, job.handler);
    const panel = await renderPage();

    expect(
      await within(panel).findByText(`Belum ada nilai IP ASN tersimpan untuk tahun ${YEAR}. Ambil nilai IP ASN terkini (setelah laporan pegawai disinkronkan); setiap nilai tersimpan pada tahun penilaiannya di SIASN.`),
    ).toBeInTheDocument();
    // The empty list carries the same button as the bar.
    fireEvent.click(within(within(panel).getByTestId('empty-state')).getByRole('button', { name: 'Ambil nilai IP ASN terkini' }));
    const progress = await screen.findByTestId('job-progress');
    expect(await within(progress).findByText(error)).toBeInTheDocument();
    expect(within(progress).getByText('Gagal')).toBeInTheDocument();
    expect(sync.sent).toEqual([{ path: '/siasn/ws/report/ip-asn/sync', body: null }]);
  });

  it('shows how the last read of the current scores failed when the page opens', async () => {
    serveReport(report({ job: jobView({ kind: 'ip-asn-sync', state: 'failed', error: 'SIASN tidak dapat dihubungi.' }) }));
    const panel = await renderPage();
    expect(await within(panel).findByText('Sinkronisasi terakhir gagal: SIASN tidak dapat dihubungi.')).toBeInTheDocument();
  });
});
