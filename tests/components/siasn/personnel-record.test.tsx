import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PersonnelRecord } from '@/components/siasn/personnel-record';
import { PERSONNEL_SECTIONS } from '@/utils/catalogue/personnel-sections';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { failSections, SIASN_NIP } from '../../msw/handlers/siasn';
import { renderWithProviders } from '../render';

/** The paths of every request msw receives from now on. */
function recordRequests(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname));
  return paths;
}

const sectionMenu = () => screen.getByRole('navigation', { name: 'Bagian data kepegawaian' });

describe('PersonnelRecord', { timeout: 20_000 }, () => {
  it('lists the 17 sections in the spec order with their titles and paths, the current one marked', async () => {
    const { router } = renderWithProviders(<PersonnelRecord nip={null} path={['usulan-siasn', 'inbox-usulan']} />, { session: sessionFor('user') });
    await screen.findByTestId('usulan-list');
    const links = within(sectionMenu()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(PERSONNEL_SECTIONS.map((s) => [s.title, `/pemutakhiran-data${s.path}`]));
    expect(links).toHaveLength(17);
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual(['Usulan SIASN']);
    expect(links.map((a) => a.querySelector('[data-color]')?.getAttribute('data-color'))).toEqual(PERSONNEL_SECTIONS.map((s) => s.color));

    // Phones get one select instead; choosing opens the section.
    fireEvent.change(screen.getByLabelText('Bagian data'), { target: { value: 'golongan' } });
    expect(router.push).toHaveBeenCalledWith('/pemutakhiran-data/golongan');
  });

  it("links a looked-up NIP's sections under /pegawai/<nip>, with a way back to the search", async () => {
    renderWithProviders(<PersonnelRecord nip={SIASN_NIP} path={['jabatan']} />, { session: sessionFor('agent') });
    await screen.findByTestId('jabatan-table');
    expect(within(sectionMenu()).getByRole('link', { name: 'Data Utama' }).getAttribute('href')).toBe(`/pegawai/${SIASN_NIP}/data-utama`);
    expect(screen.getByRole('link', { name: 'Cari NIP lain' }).getAttribute('href')).toBe('/pegawai');
    expect(await screen.findByText(`Budi Santoso, S.Kom. · NIP ${SIASN_NIP}`)).toBeInTheDocument();
  });

  it.each([
    ['PTPK', 'PTPK.2021.0456', 'Anda masuk dengan akun PTTPK'],
    ['GOOGLE', null, 'Anda masuk dengan akun Google'],
  ] as const)('tells a %s account without a NIP why and where to go instead, without asking SIASN', async (group, number, reason) => {
    const requests = recordRequests();
    renderWithProviders(<PersonnelRecord nip={null} path={['jabatan']} />, { session: sessionFor('user', { group, employee_number: number }) });
    const guide = await screen.findByTestId('no-nip-record');
    expect(screen.getByRole('heading', { name: 'Data kepegawaian hanya untuk ASN yang memiliki NIP' })).toBeInTheDocument();
    expect(guide.textContent).toContain(reason);
    expect(guide.textContent).toContain('hubungi pengelola kepegawaian instansi Anda');
    expect(within(guide).getByRole('link', { name: 'Buat tiket' }).getAttribute('href')).toBe('/tickets/create');
    expect(within(guide).getByRole('link', { name: 'Baca FAQ' }).getAttribute('href')).toBe('/faq');
    expect(screen.queryByRole('navigation', { name: 'Bagian data kepegawaian' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.includes('/siasn/'))).toEqual([]);
  });

  it('gives the same way forward when the API answers NO_NIP (a session without its NIP yet)', async () => {
    server.use(failSections('NO_NIP'));
    renderWithProviders(<PersonnelRecord nip={null} path={['jabatan']} />, { session: sessionFor('user') });
    expect((await screen.findByTestId('no-nip-record')).textContent).toContain('Akun Anda belum tercatat dengan NIP ASN');
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  });

  it('says SIASN does not know a NIP', async () => {
    renderWithProviders(<PersonnelRecord nip="199912312024121001" path={['data-utama']} />, { session: sessionFor('agent') });
    expect(await screen.findByRole('heading', { name: 'Tidak ada data SIASN' })).toBeInTheDocument();
    expect(screen.getByText('NIP ini tidak ditemukan di SIASN.')).toBeInTheDocument();
  });

  it('refuses a malformed NIP in the address before asking the API', async () => {
    const requests = recordRequests();
    renderWithProviders(<PersonnelRecord nip="12345" path={['data-utama']} />, { session: sessionFor('agent') });
    expect(screen.getByRole('heading', { name: 'NIP tidak valid' })).toBeInTheDocument();
    expect(screen.getByText(/NIP harus 18 angka/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.includes('/siasn/'))).toEqual([]);
  });

  it('says a section path that does not exist is not there', () => {
    renderWithProviders(<PersonnelRecord nip={null} path={['tidak-ada']} />, { session: sessionFor('user') });
    expect(screen.getByRole('heading', { name: 'Bagian data kepegawaian ini tidak ada.' })).toBeInTheDocument();
  });
});
