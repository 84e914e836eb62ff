import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
  });
});
