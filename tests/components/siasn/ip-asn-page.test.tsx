import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { IpAsnPage } from '@/components/siasn/ip-asn-page';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import type { IpAsnSnapshot } from '@/utils/schemas/ip-asn';
import { FETCHED_AT, ipAsnAnswer, SIASN_NIP } from '../../msw/handlers/siasn';
import { IP_ASN } from '../../msw/handlers/siasn-records';
import { renderWithProviders } from '../render';

const YEAR = Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Jakarta' }).format(new Date()));
const kept = (tahun: number, scores: Pick<IpAsnSnapshot, 'kualifikasi' | 'kompetensi' | 'kinerja' | 'disiplin' | 'total' | 'kategori'>, scoredAt: string | null): IpAsnSnapshot => ({ tahun, ...scores, scoredAt, fetchedAt: FETCHED_AT });
// 30.99 as the portal keeps SIASN's '30.999' (truncated to 2 decimals).
const THIS_YEAR = kept(YEAR, { kualifikasi: 20, kompetensi: 30.99, kinerja: 27, disiplin: 5, total: 82.99, kategori: 'Tinggi' }, `${YEAR}-03-10T02:00:00.000Z`);
const LAST_YEAR = kept(YEAR - 1, { kualifikasi: 15, kompetensi: 20, kinerja: 25, disiplin: 5, total: 65, kategori: 'Rendah' }, `${YEAR - 1}-08-14T03:30:00.000Z`);
const LONG_AGO = kept(YEAR - 3, { kualifikasi: 10, kompetensi: 18, kinerja: 20, disiplin: 5, total: 53, kategori: 'Sangat Rendah' }, null);

/** The IP ASN route answering SIASN's current score (`current`'s year) and the kept years; `asked` records every request. */
function serveIpAsn(current: IpAsnSnapshot, years: IpAsnSnapshot[], asked: string[] = [], stale = false) {
  return http.get('*/helpdesk/api/siasn/:nip/ip-asn', ({ params, request }) => {
    asked.push(`${String(params.nip)}${new URL(request.url).search}`);
    return HttpResponse.json(ipAsnAnswer(String(params.nip), { current: { tahun: current.tahun, data: IP_ASN, scoredAt: current.scoredAt, fetchedAt: FETCHED_AT, stale }, years }));
  });
}

/** The table's rows as [dimension, score, max, share]. */
const dimensionRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('IP ASN page', { timeout: 20_000 }, () => {
  it("opens on the current score's year: its dates, each dimension against its maximum, the category, a chart", async () => {
    const asked: string[] = [];
    server.use(serveIpAsn(THIS_YEAR, [THIS_YEAR, LAST_YEAR], asked));
    renderWithProviders(<IpAsnPage nip={null} />, { session: sessionFor('user') });
    const table = await screen.findByTestId('ip-asn-dimensions');
    expect(screen.getByRole('heading', { name: `Indeks Profesionalitas ASN ${YEAR}` })).toBeInTheDocument();
    expect(asked).toEqual([SIASN_NIP]);
    expect(screen.getByTestId('ip-asn-dates').textContent).toBe(`Nilai per 10 Maret ${YEAR}, diambil 26 November 2026 14.05`);
    expect(dimensionRows(table)).toEqual([
      ['Kualifikasi', '20', '25', '80%'],
      ['Kompetensi', '30,99', '40', '77,5%'],
      ['Kinerja', '27', '30', '90%'],
      ['Disiplin', '5', '5', '100%'],
    ]);
    expect(screen.getByText('82,99')).toBeInTheDocument();
    expect(screen.getByText('/ 100')).toBeInTheDocument();
    expect(screen.getByTestId('ip-asn-category').textContent).toBe('Tinggi');
    expect(screen.getByTestId('ip-asn-category').className).toContain('tag-blue');
    expect(await screen.findByRole('img', { name: `Grafik nilai IP ASN ${YEAR} per dimensi terhadap nilai maksimumnya` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Data Utama' }).getAttribute('href')).toBe('/pemutakhiran-data/data-utama');
  });

  it("never shows last year's current score as this year's: the picker offers the kept years and this one, which says it has none", async () => {
    const asked: string[] = [];
    server.use(serveIpAsn(LAST_YEAR, [LAST_YEAR, LONG_AGO], asked, true));
    renderWithProviders(<IpAsnPage nip={SIASN_NIP} />, { session: sessionFor('admin') });
    await screen.findByTestId('ip-asn-dimensions');
    expect(screen.getByRole('heading', { name: `Indeks Profesionalitas ASN ${YEAR - 1}` })).toBeInTheDocument();
    expect(screen.getByTestId('ip-asn-dates').textContent).toBe(`Nilai per 14 Agustus ${YEAR - 1}, diambil 26 November 2026 14.05`);
    expect(screen.getByTestId('stale-banner')).toBeInTheDocument();
    expect(screen.getByTestId('ip-asn-category').textContent).toBe('Rendah');
    const picker = screen.getByLabelText('Tahun') as HTMLSelectElement;
    expect([...picker.options].map((option) => option.textContent)).toEqual([YEAR, YEAR - 1, YEAR - 3].map(String));
    fireEvent.change(picker, { target: { value: String(YEAR) } });
    expect(await screen.findByText(`Belum ada nilai IP ASN tersimpan untuk tahun ${YEAR}.`)).toBeInTheDocument();
    expect(screen.queryByTestId('ip-asn-dimensions')).toBeNull();
    fireEvent.change(picker, { target: { value: String(YEAR - 3) } });
    expect(await screen.findByRole('heading', { name: `Indeks Profesionalitas ASN ${YEAR - 3}` })).toBeInTheDocument();
    expect(screen.getByText('53')).toBeInTheDocument();
    expect(screen.getByTestId('ip-asn-dates').textContent).toBe('Nilai tanpa tanggal dari SIASN, diambil 26 November 2026 14.05');
    // The kept years came with the first answer: nothing more is asked.
    expect(asked).toEqual([SIASN_NIP]);
    expect(screen.getByRole('link', { name: 'Kembali ke Data Utama' }).getAttribute('href')).toBe(`/pegawai/${SIASN_NIP}/data-utama`);
  });

  it('says SIASN is down and offers to try again', async () => {
    server.use(http.get('*/helpdesk/api/siasn/:nip/ip-asn', () => HttpResponse.json({ code: 'SIASN_TIMEOUT', message: 'SIASN (BKN) terlalu lama menjawab.' }, { status: 504 })));
    renderWithProviders(<IpAsnPage nip={null} />, { session: sessionFor('user') });
    const problem = await screen.findByTestId('siasn-problem');
    expect(within(problem).getByText('SIASN terlalu lama menjawab')).toBeInTheDocument();
    expect(within(problem).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('explains an account without a NIP instead of reading anything', async () => {
    const asked: string[] = [];
    server.use(serveIpAsn(THIS_YEAR, [THIS_YEAR], asked));
    renderWithProviders(<IpAsnPage nip={null} />, { session: sessionFor('agent') });
    expect(await screen.findByText('Akun Anda tidak memiliki NIP ASN, sehingga tidak ada nilai IP ASN untuk ditampilkan.')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
