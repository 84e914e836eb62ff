import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PodcastAdmin } from '@/components/podcasts/podcast-admin';
import { PodcastList } from '@/components/podcasts/podcast-list';
import type { Paginated } from '@/utils/schemas/common';
import type { PodcastAdminView, PodcastCard } from '@/utils/schemas/podcasts';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { adminView } from '../../msw/handlers/podcasts';
import { renderWithProviders } from '../render';

// The create dialog (antd Modal, Form) is a chunk loaded on demand: loaded once here.
beforeAll(async () => {
  await import('@/components/podcasts/podcast-create-modal');
}, 60_000);

const page = <T,>(data: T[]): Paginated<T> => ({ data, total: data.length, page: 1, limit: 20 });
const card = (id: number, over: Partial<PodcastCard> = {}): PodcastCard => ({
  id,
  title: `Episode ${id}`,
  episode: id,
  short_description: `Ringkasan ${id}`,
  cover_url: null,
  published_at: '2026-11-20T03:00:00.000Z',
  rating: { average: 0, count: 0 },
  ...over,
});

describe('/podcasts', { timeout: 30_000 }, () => {
  it('shows each published episode as a card linking to its page, with number, summary and rating', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/helpdesk/api/podcasts/users', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(page([card(2, { title: 'Tips SIASN', cover_url: '/helpdesk/api/podcasts/2/cover?v=aaaaaaaaaaaa', rating: { average: 4.5, count: 2 } }), card(1)]));
      }),
    );
    renderWithProviders(<PodcastList />, { session: sessionFor('user'), path: '/podcasts' });
    const cards = await screen.findByTestId('podcast-cards');
    const links = within(cards).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/podcasts/2', '/podcasts/1']);
    const first = within(links[0]);
    expect(first.getByText('Episode 2')).toBeInTheDocument();
    expect(first.getByText('Tips SIASN')).toBeInTheDocument();
    expect(first.getByText('Ringkasan 2')).toBeInTheDocument();
    expect(first.getByText('4,5 dari 5 (2 penilaian)')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Tips SIASN' }).getAttribute('src')).toBe('/helpdesk/api/podcasts/2/cover?v=aaaaaaaaaaaa');
    expect(within(links[1]).getByText('Belum ada penilaian')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0])).toEqual({ page: '1', limit: '12' });
  });
});

describe('/podcasts/kelola', { timeout: 30_000 }, () => {
  it('lists drafts and published episodes with status tags, and a new episode opens its edit page', async () => {
    const created: unknown[] = [];
    server.use(
      http.get('*/helpdesk/api/podcasts', () =>
        HttpResponse.json(page<PodcastAdminView>([adminView({ id: 3, title: 'Draf Cuti' }), adminView({ id: 2, title: 'Tips SIASN', status: 'published', published_at: '2026-11-20T03:00:00.000Z', audio_url: '/a' })])),
      ),
      http.post('*/helpdesk/api/podcasts', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(adminView({ id: 8, title: 'Baru', episode: 4 }), { status: 201 });
      }),
    );
    const { router } = renderWithProviders(<PodcastAdmin />, { session: sessionFor('admin'), path: '/podcasts/kelola' });
    const table = await screen.findByTestId('podcast-admin-table');
    await within(table).findByRole('link', { name: 'Draf Cuti' });
    const rowOf = (title: string) => within(within(table).getByRole('link', { name: title }).closest('tr') as HTMLElement);
    expect(rowOf('Draf Cuti').getByText('Draf')).toBeInTheDocument();
    expect(rowOf('Tips SIASN').getByText('Terbit')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tambah episode' }));
    const form = await screen.findByTestId('podcast-create-form');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Judul' }), { target: { value: 'Baru' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Nomor episode' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buat' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/podcasts/kelola/8'));
    expect(created).toEqual([{ title: 'Baru', episode: 4, short_description: '', description: '', transcript: '' }]);
  });
});
