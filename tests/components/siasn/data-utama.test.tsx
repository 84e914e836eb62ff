import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PersonnelRecord } from '@/components/siasn/personnel-record';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { DATA_UTAMA, FETCHED_AT, ipAsnAnswer, ownProfileHandler, serveSection, SIASN_NIP } from '../../msw/handlers/siasn';
import { renderWithProviders } from '../render';

/** The value (<dd>) next to a label (<dt>) inside `root`. */
function fact(root: HTMLElement, label: string): string {
  return within(root).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

/** The comparison row of one field: [field and verdict, portal, SIASN]. */
async function comparisonRow(field: string): Promise<string[]> {
  const table = await screen.findByTestId('profile-comparison');
  const row = within(table).getByText(field).closest('tr') as HTMLElement;
  return ['field', 'portal', 'siasn'].map((column) => row.querySelector(`td[data-column="${column}"]`)?.textContent ?? '');
}

const openOwn = () => renderWithProviders(<PersonnelRecord nip={null} path={['data-utama']} />, { session: sessionFor('user') });

describe('Data Utama', { timeout: 20_000 }, () => {
  it('shows who the person is: photo, name with titles, NIP, status, rank name, position type, unit, dates and age', async () => {
    server.use(ownProfileHandler());
    openOwn();
    const facts = await screen.findByTestId('data-utama');
    expect(screen.getByTestId('siasn-name').textContent).toBe('Budi Santoso, S.Kom.');
    expect(screen.getByRole('img', { name: 'Foto Budi Santoso, S.Kom.' }).getAttribute('src')).toBe('/helpdesk/api/siasn/ws/pns/photo');
    expect(screen.getByText(`NIP ${SIASN_NIP}`)).toBeInTheDocument();
    expect(fact(facts, 'Golongan/pangkat')).toBe('Penata Muda Tingkat I (III/b)');
    expect(fact(facts, 'Jabatan')).toBe('Fungsional Pranata Komputer Ahli Pertama');
    expect(fact(facts, 'Unit kerja')).toBe('Bidang Pengembangan Sistem InformasiBadan Kepegawaian Daerah');
    expect(fact(facts, 'TMT CPNS')).toBe('1 Januari 2020');
    expect(fact(facts, 'Umur')).toMatch(/^\d{2} tahun$/);
    expect(fact(facts, 'Eselon')).toBe('-');
  });

  it('shows the current IP ASN score with its category, titled with its own year and dated (not this year)', async () => {
    server.use(ownProfileHandler());
    openOwn();
    const score = await screen.findByTestId('ip-asn');
    expect(screen.getByRole('heading', { name: 'Indeks Profesionalitas ASN 2025' })).toBeInTheDocument();
    expect(within(score).getByTestId('ip-asn-dates').textContent).toBe('Nilai per 26 November 2025, diambil 26 November 2026 14.05');
    expect(within(score).getByText('78,5')).toBeInTheDocument();
    expect(within(score).getByText('Cukup').className).toContain('tag-gold');
    expect(fact(score, 'Kompetensi')).toBe('28,5 / 403 pelatihan');
  });

  it('says when SIASN has no IP ASN score, without naming a year', async () => {
    const none = ipAsnAnswer(SIASN_NIP, { current: { tahun: null, data: null, scoredAt: null, fetchedAt: FETCHED_AT, stale: false }, years: [] });
    server.use(ownProfileHandler(), http.get('*/helpdesk/api/siasn/:nip/ip-asn', () => HttpResponse.json(none)));
    openOwn();
    expect(await screen.findByText('Belum ada nilai IP ASN di SIASN')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Indeks Profesionalitas ASN' })).toBeInTheDocument();
  });

  it('compares the portal profile with SIASN: name and titles, NIP, e-mail (either SIASN address)', async () => {
    server.use(ownProfileHandler());
    openOwn();
    const phone = (await screen.findByTestId('profile-comparison')).querySelector('td[data-column="values"]');
    expect(phone?.textContent).toBe('Di portal: Budi Santoso, S.KomDi SIASN: Budi Santoso, S.Kom.');
    expect(await comparisonRow('Nama dan gelar')).toEqual(['Nama dan gelarSesuai', 'Budi Santoso, S.Kom', 'Budi Santoso, S.Kom.']);
    expect(await comparisonRow('NIP')).toEqual(['NIPSesuai', SIASN_NIP, SIASN_NIP]);
    expect(await comparisonRow('Email')).toEqual(['EmailSesuai', 'budi@jatimprov.go.id', 'budi@jatimprov.go.id']);
    expect(screen.getAllByText('Sesuai')[0].className).toContain('tag-green');
  });

  it('marks a differing field Berbeda in orange with both values', async () => {
    server.use(ownProfileHandler({ name: 'Budi Santosa, S.Kom.', email: 'budi@gmail.com' }));
    openOwn();
    expect(await comparisonRow('Nama dan gelar')).toEqual(['Nama dan gelarBerbeda', 'Budi Santosa, S.Kom.', 'Budi Santoso, S.Kom.']);
    expect(await comparisonRow('Email')).toEqual(['EmailBerbeda', 'budi@gmail.com', 'budi.santoso@pegawai.localhost']);
    expect(screen.getAllByText('Berbeda')[0].className).toContain('tag-orange');
  });

  it('treats missing titles on the portal as a difference, and front titles by their words', async () => {
    server.use(ownProfileHandler({ name: 'dr Budi Santoso, s.kom' }), serveSection('data-utama', { ...DATA_UTAMA, gelarDepan: 'dr.' }));
    openOwn();
    expect((await comparisonRow('Nama dan gelar'))[0]).toBe('Nama dan gelarSesuai');
  });

  it('shows no comparison on a record staff look up, and the photo of that NIP', async () => {
    renderWithProviders(<PersonnelRecord nip={SIASN_NIP} path={['data-utama']} />, { session: sessionFor('agent') });
    await screen.findByTestId('data-utama');
    expect(screen.getByRole('img').getAttribute('src')).toBe(`/helpdesk/api/siasn/ws/admin/${SIASN_NIP}/photo`);
    expect(screen.queryByTestId('profile-comparison')).toBeNull();
  });
});
