import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NotificationList } from '@/components/notifications/notification-list';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { NOTIFICATIONS, notificationPage } from '../../msw/handlers/notifications';
import { mockRouter } from '../router-mock';
import { renderWithProviders } from '../render';

const liked = { ...NOTIFICATIONS[2], id: 40, type: 'post_liked', title: 'Sari Dewi menyukai postingan Anda', ticket_id: null, link: '/feed/5' };
const foreign = { ...liked, id: 41, title: 'Tautan asing', link: '//contoh.test/feed/5' };

describe('a notification with a link (the feed)', { timeout: 20_000 }, () => {
  it('opens its link; a link outside the portal is not followed', async () => {
    const pushed: string[] = [];
    mockRouter.push.mockImplementation((async (href: unknown) => {
      pushed.push(String(href));
      return true;
    }) as () => Promise<boolean>);
    server.use(http.get('*/helpdesk/api/notifications', ({ request }) => HttpResponse.json(notificationPage(new URL(request.url), [liked, foreign]))));
    renderWithProviders(<NotificationList />, { session: sessionFor('user'), path: '/notifications' });

    const item = within(await screen.findByTestId('notification-40'));
    expect(item.getByRole('link', { name: liked.title }).getAttribute('href')).toBe('/feed/5');
    fireEvent.click(item.getByText(liked.title));
    await waitFor(() => expect(pushed).toEqual(['/feed/5']));

    expect(within(screen.getByTestId('notification-41')).queryByRole('link')).toBeNull();
  });
});
