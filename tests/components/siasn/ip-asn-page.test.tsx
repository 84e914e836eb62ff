import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { IpAsnPage } from '@/components/siasn/ip-asn-page';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { FETCHED_AT, SIASN_NIP } from '../../msw/handlers/siasn';
import { renderWithProviders } from '../render';

const YEAR = Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Jakarta' }).format(new Date()));
const SCORES: Record<number, Record<string, string>> = {
  [YEAR]: { kualifikasi: '20.00', kompetensi: '30.999', kinerja: '27.00', disiplin: '5.00', subtotal: '82.999' },
  [YEAR - 1]: { kualifikasi: '15.00', kompetensi: '20.00', kinerja: '25.00', disiplin: '5.00', subtotal: '65.00' },
};

/** The IP ASN route over SCORES; `asked` records every (nip, tahun) read. */
function serveIpAsn(asked: string[] = []) {
  return http.get('*/helpdesk/api/siasn/:nip/ip-asn', ({ params, request }) => {
    const tahun = Number(new URL(request.url).searchParams.get('tahun'));
    asked.push(`${String(params.nip)}:${tahun}`);
    return HttpResponse.json({ nip: String(params.nip), tahun, data: SCORES[tahun] ?? null, fetchedAt: FETCHED_AT, stale: false });
  });
}

/** The table's rows as [dimension, score, max, share]. */
const dimensionRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('IP ASN page', { timeout: 20_000 }, () => {
  it("shows the own score of the current year by default: each dimension against its maximum, the category, a chart", async () => {
    const asked: string[] = [];
    server.use(serveIpAsn(asked));
    renderWithProviders(<IpAsnPage nip={null} />, { session: sessionFor('user') });
    const table = await screen.findByTestId('ip-asn-dimensions');
    expect(screen.getByRole('heading', { name: `Indeks Profesionalitas ASN ${YEAR}` })).toBeInTheDocument();
    expect(asked).toEqual([`${SIASN_NIP}:${YEAR}`]);
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

  it('reads another year from the picker, and says when SIASN has no score for a year', async () => {
    const asked: string[] = [];
    server.use(serveIpAsn(asked));
    renderWithProviders(<IpAsnPage nip={SIASN_NIP} />, { session: sessionFor('admin') });
    await screen.findByTestId('ip-asn-dimensions');
    const picker = screen.getByLabelText('Tahun') as HTMLSelectElement;
    expect(picker.value).toBe(String(YEAR));
    fireEvent.change(picker, { target: { value: String(YEAR - 1) } });
    expect(await screen.findByRole('heading', { name: `Indeks Profesionalitas ASN ${YEAR - 1}` })).toBeInTheDocument();
    await screen.findByText('65');
    expect(screen.getByTestId('ip-asn-category').textContent).toBe('Rendah');
    fireEvent.change(picker, { target: { value: String(YEAR - 2) } });
    expect(await screen.findByText(`Belum ada nilai IP ASN tahun ${YEAR - 2} di SIASN`)).toBeInTheDocument();
    expect(asked).toEqual([`${SIASN_NIP}:${YEAR}`, `${SIASN_NIP}:${YEAR - 1}`, `${SIASN_NIP}:${YEAR - 2}`]);
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
    server.use(serveIpAsn(asked));
    renderWithProviders(<IpAsnPage nip={null} />, { session: sessionFor('agent') });
    expect(await screen.findByText('Akun Anda tidak memiliki NIP ASN, sehingga tidak ada nilai IP ASN untuk ditampilkan.')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
