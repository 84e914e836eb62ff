import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { NOTIFICATIONS, notificationPage } from '../../msw/handlers/notifications';
import { renderWithProviders } from '../render';

/** Query strings of every GET /notifications, and the methods of the other calls. */
function recordCalls() {
  const gets: Record<string, string>[] = [];
  const others: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/helpdesk/api/notifications')) return;
    if (request.method === 'GET') gets.push(Object.fromEntries(url.searchParams));
    else others.push(`${request.method} ${url.pathname}`);
  });
  return { gets, others };
}

const badge = () => screen.queryByTestId('notification-count')?.textContent;
const bellLabel = () => screen.getByTestId('notification-bell').getAttribute('aria-label');

describe('NotificationBell', { timeout: 20_000 }, () => {
  it('shows the unread count from a one-row unread page', async () => {
    const { gets } = recordCalls();
    renderWithProviders(<NotificationBell />, { session: sessionFor('user') });

    await waitFor(() => expect(badge()).toBe('2'));
    expect(bellLabel()).toBe('Notifikasi: 2 belum dibaca');
    expect(gets[0]).toEqual({ limit: '1', unread: 'true' });
  });

  it('lists the latest notifications with links to their tickets', async () => {
    renderWithProviders(<NotificationBell />, { session: sessionFor('user') });

    fireEvent.click(screen.getByTestId('notification-bell'));

    const popover = within(await screen.findByTestId('notification-popover'));
    const first = await popover.findByText(NOTIFICATIONS[0].title);
    expect(first.closest('a')?.getAttribute('href')).toBe('/tickets/1');
    expect(popover.getByText('2 jam yang lalu')).toBeInTheDocument();
    expect(popover.getByText('Lihat semua').closest('a')?.getAttribute('href')).toBe('/notifications');
    expect(popover.getByText('Pengaturan Notifikasi').closest('a')?.getAttribute('href')).toBe('/profile/notifikasi');
  });

  it('marks all as read with PUT /notifications and refetches the count', async () => {
    const { others } = recordCalls();
    let read = false;
    server.use(
      http.get('*/helpdesk/api/notifications', ({ request }) =>
        HttpResponse.json(notificationPage(new URL(request.url), NOTIFICATIONS.map((n) => (read ? { ...n, read_at: n.created_at } : n)))),
      ),
      http.put('*/helpdesk/api/notifications', () => {
        read = true;
        return HttpResponse.json({ updated: 2 });
      }),
    );
    renderWithProviders(<NotificationBell />, { session: sessionFor('user') });
    await waitFor(() => expect(bellLabel()).toBe('Notifikasi: 2 belum dibaca'));

    fireEvent.click(screen.getByTestId('notification-bell'));
    fireEvent.click(await screen.findByRole('button', { name: /Tandai semua dibaca/ }));

    await waitFor(() => expect(others).toEqual(['PUT /helpdesk/api/notifications']));
    await waitFor(() => expect(bellLabel()).toBe('Notifikasi: 0 belum dibaca'));
    expect(await screen.findByText('2 notifikasi ditandai dibaca')).toBeInTheDocument();
  });

  it('deletes one notification with DELETE /notifications/{id} once its undo toast closes', async () => {
    const { others } = recordCalls();
    renderWithProviders(<NotificationBell />, { session: sessionFor('user') });
    fireEvent.click(screen.getByTestId('notification-bell'));
    const item = within(await screen.findByTestId('notification-2'));

    fireEvent.click(item.getByRole('button', { name: 'Hapus notifikasi' }));

    await waitFor(() => expect(others).toEqual(['DELETE /helpdesk/api/notifications/2']), { timeout: 8000 });
  });

  it('asks nothing for a visitor without a session', async () => {
    const { gets } = recordCalls();
    renderWithProviders(<NotificationBell />, { session: null });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    expect(gets).toEqual([]);
  });
});
