import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NotificationList } from '@/components/notifications/notification-list';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { NOTIFICATIONS, notificationPage } from '../../msw/handlers/notifications';
import { mockRouter } from '../router-mock';
import { renderWithProviders } from '../render';

/** Every non-GET call to /notifications and every router push, in the order they happened. */
function recordSteps() {
  const steps: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/helpdesk/api/notifications') && request.method !== 'GET') steps.push(`${request.method} ${url.pathname}`);
  });
  mockRouter.push.mockImplementation((async (href: unknown) => {
    steps.push(`push ${String(href)}`);
    return true;
  }) as () => Promise<boolean>);
  return steps;
}

const item = async (id: number) => within(await screen.findByTestId(`notification-${id}`));

describe('NotificationList: open, preview, undo', { timeout: 20_000 }, () => {
  it('opening an unread notification marks it read first, then navigates to its ticket', async () => {
    const steps = recordSteps();
    server.use(http.patch('*/helpdesk/api/notifications/:id', ({ params }) => HttpResponse.json({ id: Number(params.id), read_at: new Date().toISOString() })));
    renderWithProviders(<NotificationList />, { session: sessionFor('user'), path: '/notifications' });

    fireEvent.click((await item(1)).getByText(NOTIFICATIONS[0].title));

    await waitFor(() => expect(steps).toEqual(['PATCH /helpdesk/api/notifications/1', 'push /tickets/1']));
  });

  it('opening a read one navigates without marking it again', async () => {
    const steps = recordSteps();
    renderWithProviders(<NotificationList />, { session: sessionFor('user'), path: '/notifications' });

    fireEvent.click((await item(3)).getByText(NOTIFICATIONS[2].title));

    await waitFor(() => expect(steps).toEqual(['push /tickets/3']));
  });

  it('shows the plain-text preview as text', async () => {
    const preview = '<b>bukan tag</b> tetap teks';
    server.use(http.get('*/helpdesk/api/notifications', ({ request }) => HttpResponse.json(notificationPage(new URL(request.url), [{ ...NOTIFICATIONS[0], preview }]))));
    renderWithProviders(<NotificationList />, { session: sessionFor('user'), path: '/notifications' });

    expect(await screen.findByText(preview)).toBeInTheDocument();
    expect(screen.getByTestId('notification-1').querySelector('b')).toBeNull();
  });

  it('hides a deleted notification at once and brings it back on "Urungkan" without any DELETE', async () => {
    const steps = recordSteps();
    renderWithProviders(<NotificationList />, { session: sessionFor('user'), path: '/notifications' });

    fireEvent.click((await item(2)).getByRole('button', { name: 'Hapus notifikasi' }));

    await waitFor(() => expect(screen.queryByTestId('notification-2')).toBeNull());
    const toast = within(await screen.findByTestId('notification-undo-toast'));
    expect(toast.getByText(/Notifikasi dihapus/)).toBeInTheDocument();
    fireEvent.click(toast.getByRole('button', { name: 'Urungkan' }));

    expect(await screen.findByTestId('notification-2')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(steps).toEqual([]);
  });

  it('marks all as read from the page too', async () => {
    const steps = recordSteps();
    renderWithProviders(<NotificationList />, { session: sessionFor('user'), path: '/notifications' });

    await screen.findByTestId('notification-1');
    const markAll = screen.getByRole('button', { name: /Tandai semua dibaca/ });
    await waitFor(() => expect(markAll.hasAttribute('disabled')).toBe(false));
    fireEvent.click(markAll);

    await waitFor(() => expect(steps).toEqual(['PUT /helpdesk/api/notifications']));
  });
});
