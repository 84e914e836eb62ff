import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { HistoryList } from '@/components/profile/history-list';
import { formatDateTimeLong } from '@/utils/format';
import type { UserHistoryView } from '@/utils/schemas/knowledge';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { hoursAgo } from '../../msw/handlers/tickets';
import { renderWithProviders } from '../render';

const row = (id: number, extra: Partial<UserHistoryView> = {}): UserHistoryView => ({
  id, action: 'login', description: 'Anda masuk pada aplikasi', user_agent: 'uji', created_at: hoursAgo(3), ...extra,
});
const answer = (data: UserHistoryView[]) =>
  server.use(http.get('*/helpdesk/api/users-histories', () => HttpResponse.json({ data, total: data.length, page: 0, limit: 10 })));

/** 23 entries paged by the API (`page` from 0); the pages asked for, as `page/limit`. */
function answerPaged(asked: string[]) {
  server.use(
    http.get('*/helpdesk/api/users-histories', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      asked.push(`${page}/${limit}`);
      const data = Array.from({ length: 23 }, (_, i) => row(i + 1, { description: `Aktivitas ke-${i + 1}` })).slice(page * limit, (page + 1) * limit);
      return HttpResponse.json({ data, total: 23, page, limit });
    }),
  );
}

describe('HistoryList', { timeout: 20_000 }, () => {
  it('shows relative time with the full date (spec format) in a tooltip', async () => {
    answer([row(1)]);
    renderWithProviders(<HistoryList />, { session: sessionFor('user') });

    const when = await screen.findByText('3 jam yang lalu');
    fireEvent.mouseEnter(when);
    expect(await screen.findByText(formatDateTimeLong(hoursAgo(3)))).toBeInTheDocument();
  });

  it('shows an IP only when the server sent one (admins)', async () => {
    answer([row(1), row(2, { description: 'Anda berkomentar', ip_address: '10.9.8.7' })]);
    renderWithProviders(<HistoryList />, { session: sessionFor('admin') });

    await waitFor(() => expect(screen.getByText('· Alamat IP 10.9.8.7')).toBeInTheDocument());
    expect(screen.getAllByText(/Alamat IP/)).toHaveLength(1);
    expect(within(screen.getByTestId('history-entries')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says so when there is no activity, without a pager', async () => {
    answer([]);
    renderWithProviders(<HistoryList />, { session: sessionFor('user') });

    expect(await screen.findByText('Belum ada aktivitas.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Halaman riwayat aktivitas' })).toBeNull();
  });

  it('pages through the API from 0 and starts again from page 1 at a new page size', async () => {
    const asked: string[] = [];
    answerPaged(asked);
    renderWithProviders(<HistoryList />, { session: sessionFor('user') });

    const pager = await screen.findByRole('navigation', { name: 'Halaman riwayat aktivitas' });
    expect(within(pager).getByText('23 aktivitas')).toBeInTheDocument();
    fireEvent.click(within(pager).getByRole('button', { name: 'Halaman 3' }));
    expect(await screen.findByText('Aktivitas ke-21')).toBeInTheDocument();
    expect(within(screen.getByTestId('history-entries')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(pager).getByRole('button', { name: 'Halaman 3' }).getAttribute('aria-current')).toBe('page');

    fireEvent.change(within(pager).getByRole('combobox', { name: 'Aktivitas per halaman' }), { target: { value: '20' } });
    expect(await screen.findByText('Aktivitas ke-20')).toBeInTheDocument();
    expect(asked).toEqual(['0/10', '2/10', '0/20']);
  });

  it('shows no pager when everything fits on the first page', async () => {
    answer([row(1), row(2)]);
    renderWithProviders(<HistoryList limit={5} />, { session: sessionFor('user') });

    await screen.findAllByText('Anda masuk pada aplikasi');
    expect(screen.queryByRole('navigation', { name: 'Halaman riwayat aktivitas' })).toBeNull();
  });
});
