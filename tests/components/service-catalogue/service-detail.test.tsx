import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ServiceDetail } from '@/components/service-catalogue/service-detail';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { serveCatalogue, serviceView } from '../../msw/handlers/service-catalogue';
import { renderWithProviders } from '../render';

const ask = () => screen.findByRole('link', { name: /Tanya tentang layanan ini/ });

describe('/layanan/kepegawaian/{slug}', { timeout: 30_000 }, () => {
  it('shows the content, the requirements as a checklist, and sends a signed-in user to the ticket form preset to the sub-category', async () => {
    server.use(...serveCatalogue().handlers);
    renderWithProviders(<ServiceDetail slug="kenaikan-pangkat" />, { session: sessionFor('user'), path: '/layanan/kepegawaian/kenaikan-pangkat' });
    expect(await screen.findByRole('heading', { level: 1, name: /Kenaikan Pangkat/ })).toBeInTheDocument();
    const content = screen.getByTestId('service-content');
    expect(within(content).getByRole('heading', { level: 2, name: 'Langkah' })).toBeInTheDocument();
    expect(within(content).getByText('SIASN').tagName).toBe('STRONG');

    const checklist = screen.getByRole('list', { name: 'Persyaratan' });
    const boxes = within(checklist).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(['SK pangkat terakhir', 'SKP 2 tahun terakhir']);
    fireEvent.click(boxes[1]);
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([false, true]);

    expect((await ask()).getAttribute('href')).toBe('/tickets/create?sub_category=11');
    expect(screen.getByText('Ditangani pada kategori Kepangkatan dan Jabatan - Kenaikan Pangkat')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ubah layanan/ })).toBeNull();
  });

  it('sends a visitor to sign in first, coming back to the preset ticket form', async () => {
    server.use(...serveCatalogue().handlers);
    renderWithProviders(<ServiceDetail slug="kenaikan-pangkat" />, { session: null, path: '/layanan/kepegawaian/kenaikan-pangkat' });
    const href = (await ask()).getAttribute('href') ?? '';
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/helpdesk/auth/signin');
    expect(url.searchParams.get('callbackUrl')).toBe('/helpdesk/tickets/create?sub_category=11');
    expect(screen.getByText(/Masuk terlebih dahulu untuk bertanya/)).toBeInTheDocument();
  });

  it('opens the plain ticket form for a service without a sub-category, and shows admins the edit link', async () => {
    server.use(...serveCatalogue([serviceView({ slug: 'cuti', title: 'Cuti', sub_category: null, requirements: [] })]).handlers);
    renderWithProviders(<ServiceDetail slug="cuti" />, { session: sessionFor('admin'), path: '/layanan/kepegawaian/cuti' });
    expect((await ask()).getAttribute('href')).toBe('/tickets/create');
    expect(screen.getByText('Tidak ada persyaratan khusus untuk layanan ini.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ubah layanan/ }).getAttribute('href')).toBe('/layanan/kepegawaian/kelola/cuti');
  });

  it('says the service does not exist (a draft for a visitor is a 404 too)', async () => {
    server.use(...serveCatalogue([]).handlers);
    renderWithProviders(<ServiceDetail slug="draf" />, { session: null, path: '/layanan/kepegawaian/draf' });
    expect(await screen.findByText('Layanan tidak ditemukan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kembali ke daftar layanan/ }).getAttribute('href')).toBe('/layanan/kepegawaian');
  });
});
