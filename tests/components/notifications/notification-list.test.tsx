import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NotificationList } from '@/components/notifications/notification-list';
import type { NotificationView } from '@/utils/schemas/tickets';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { NOTIFICATIONS, notificationPage } from '../../msw/handlers/notifications';
import { renderWithProviders } from '../render';

/** Answers GET /notifications from `rows`, paged as the API pages them. */
const serve = (rows: NotificationView[]) =>
  server.use(http.get('*/helpdesk/api/notifications', ({ request }) => HttpResponse.json(notificationPage(new URL(request.url), rows))));

const many = Array.from({ length: 25 }, (_, i) => ({ ...NOTIFICATIONS[2], id: 100 + i, title: `Pengingat ${i + 1}` }));

describe('NotificationList: page, pager, markers', { timeout: 20_000 }, () => {
  it('names the unread dot of unread notifications only', async () => {
    renderWithProviders(<NotificationList />, { session: sessionFor('user'), path: '/notifications' });

    const list = await screen.findByRole('list', { name: 'Notifikasi' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(screen.getByTestId('notification-1')).getByRole('img', { name: 'Belum dibaca' })).toBeInTheDocument();
    expect(within(screen.getByTestId('notification-3')).queryByRole('img', { name: 'Belum dibaca' })).toBeNull();
  });

  it('says so when there is nothing, without a pager', async () => {
    serve([]);
    renderWithProviders(<NotificationList />, { session: sessionFor('user'), path: '/notifications' });

    expect(await screen.findByText('Tidak ada notifikasi.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Halaman daftar notifikasi' })).toBeNull();
    expect(screen.getByRole('button', { name: /Tandai semua dibaca/ }).hasAttribute('disabled')).toBe(true);
  });

  it('pages through the URL: the total, the current page and the next one', async () => {
    serve(many);
    const { router } = renderWithProviders(<NotificationList />, { session: sessionFor('user'), path: '/notifications?page=1&limit=10' });

    const pager = within(await screen.findByRole('navigation', { name: 'Halaman daftar notifikasi' }));
    expect(pager.getByText('25 notifikasi')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Halaman 1' }).getAttribute('aria-current')).toBe('page');
    expect(pager.getByRole('button', { name: 'Halaman 3' })).toBeInTheDocument();
    fireEvent.click(pager.getByRole('button', { name: 'Halaman berikutnya' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1));
    const [href] = router.push.mock.calls[0] as unknown as [string];
    const pushed = new URL(href, 'http://localhost');
    expect([pushed.pathname, pushed.searchParams.get('page'), pushed.searchParams.get('limit')]).toEqual(['/notifications', '2', '10']);
  });

  it('opens a notification with nowhere to go by a button: it is marked read, nothing navigates', async () => {
    const marked: string[] = [];
    serve([{ ...NOTIFICATIONS[0], id: 9, type: 'reminder', ticket_id: null }]);
    server.use(
      http.patch('*/helpdesk/api/notifications/:id', ({ params }) => {
        marked.push(String(params.id));
        return HttpResponse.json({ id: Number(params.id), read_at: new Date().toISOString() });
      }),
    );
    const { router } = renderWithProviders(<NotificationList />, { session: sessionFor('user'), path: '/notifications' });

    const item = within(await screen.findByTestId('notification-9'));
    expect(item.queryByRole('link')).toBeNull();
    fireEvent.click(item.getByRole('button', { name: NOTIFICATIONS[0].title }));

    await waitFor(() => expect(marked).toEqual(['9']));
    expect(router.push).not.toHaveBeenCalled();
  });
});
