import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ServiceCatalogueList } from '@/components/service-catalogue/service-catalogue-list';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { serveCatalogue, serviceView } from '../../msw/handlers/service-catalogue';
import { renderWithProviders } from '../render';

const catalogue = () =>
  serveCatalogue([
    serviceView(),
    serviceView({ id: 2, slug: 'pensiun', title: 'Pensiun', summary: 'Batas usia pensiun dan pensiun janda/duda' }),
    serviceView({ id: 3, slug: 'cuti', title: 'Cuti', summary: 'Jenis cuti PNS', is_published: false }),
  ]);

describe('/layanan/kepegawaian', { timeout: 30_000 }, () => {
  it('shows a visitor each service as a card with title and summary, linking to its page, without "Kelola layanan"', async () => {
    const api = catalogue();
    server.use(...api.handlers);
    renderWithProviders(<ServiceCatalogueList />, { session: null, path: '/layanan/kepegawaian' });
    const cards = await screen.findByTestId('service-cards');
    const links = within(cards).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/layanan/kepegawaian/kenaikan-pangkat', '/layanan/kepegawaian/pensiun', '/layanan/kepegawaian/cuti']);
    expect(within(links[1]).getByText('Pensiun')).toBeInTheDocument();
    expect(within(links[1]).getByText('Batas usia pensiun dan pensiun janda/duda')).toBeInTheDocument();
    // A draft (what the API gives admins) says so.
    expect(within(links[2]).getByText('Draf')).toBeInTheDocument();
    expect(within(links[0]).queryByText('Draf')).toBeNull();
    expect(screen.queryByRole('link', { name: /Kelola layanan/ })).toBeNull();
    expect(api.sent[0]).toMatchObject({ method: 'GET', path: '/layanan/kepegawaian', query: { page: '1', limit: '24' } });
  });

  it('asks the API with the search term', async () => {
    const api = catalogue();
    server.use(...api.handlers);
    renderWithProviders(<ServiceCatalogueList />, { session: sessionFor('user'), path: '/layanan/kepegawaian' });
    await screen.findByTestId('service-cards');
    const box = screen.getByRole('searchbox', { name: 'Cari layanan' });
    fireEvent.change(box, { target: { value: ' gelar ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(api.sent.map((r) => r.query.search)).toContain('gelar'));
  });

  it('gives admins the "Kelola layanan" button', async () => {
    server.use(...catalogue().handlers);
    renderWithProviders(<ServiceCatalogueList />, { session: sessionFor('admin'), path: '/layanan/kepegawaian' });
    const manage = await screen.findByRole('link', { name: /Kelola layanan/ });
    expect(manage.getAttribute('href')).toBe('/layanan/kepegawaian/kelola');
  });
});
