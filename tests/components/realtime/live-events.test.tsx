import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LiveEvents } from '@/components/realtime/live-events';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { useLiveStore } from '@/hooks/realtime/live-store';
import { REOPEN_AFTER_MS, useLiveJobs } from '@/hooks/realtime/use-live-events';
import { ticketKeys } from '@/hooks/query-keys';
import { jobKeys } from '@/hooks/personnel-admin/keys';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { NOTIFICATIONS, notificationPage } from '../../msw/handlers/notifications';
import { renderWithProviders } from '../render';
import { installFakeEventSource } from './fake-event-source';

const badge = () => screen.queryByTestId('notification-count')?.textContent;

/** A part of a page that shows background jobs. */
function ShowsJobs() {
  useLiveJobs();
  return null;
}

describe('LiveEvents: one stream per tab, and what its events refresh', { timeout: 20_000 }, () => {
  it('opens one stream on /helpdesk/api/events and raises the bell on a notification event, without polling', async () => {
    const sources = installFakeEventSource();
    let rows = NOTIFICATIONS;
    server.use(http.get('*/helpdesk/api/notifications', ({ request }) => HttpResponse.json(notificationPage(new URL(request.url), rows))));
    renderWithProviders(
      <>
        <LiveEvents />
        <NotificationBell />
      </>,
      { session: sessionFor('user') },
    );
    await waitFor(() => expect(badge()).toBe('2'));
    expect(sources.map((s) => s.url)).toEqual(['/helpdesk/api/events']);
    rows = [{ ...NOTIFICATIONS[2], id: 9, read_at: null }, ...NOTIFICATIONS];
    sources[0].emit({ topic: 'user:7', type: 'notification', data: { kind: 'comment_created', ticketId: 3 } }, 41);
    await waitFor(() => expect(badge()).toBe('3'));
    expect(sources).toHaveLength(1);
  });

  it("follows the tickets the page watches: reopens with the list and the last id, closing the old stream", async () => {
    const sources = installFakeEventSource();
    renderWithProviders(<LiveEvents />, { session: sessionFor('agent') });
    sources[0].emit({ type: 'ready' }, 17);
    let unwatch = () => {};
    act(() => void (unwatch = useLiveStore.getState().watchTicket(5)));
    expect(sources.map((s) => [s.url, s.closed])).toEqual([
      ['/helpdesk/api/events', true],
      ['/helpdesk/api/events?tickets=5&lastEventId=17', false],
    ]);
    act(() => unwatch());
    expect(sources.at(-1)?.url).toBe('/helpdesk/api/events?lastEventId=17');
    expect(sources.filter((s) => !s.closed)).toHaveLength(1);
  });

  it('opens the stream again 15 s after the server refused it (the browser would not)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const sources = installFakeEventSource();
      renderWithProviders(<LiveEvents />, { session: sessionFor('agent') });
      sources[0].refuse();
      act(() => void vi.advanceTimersByTime(REOPEN_AFTER_MS - 1));
      expect(sources).toHaveLength(1);
      act(() => void vi.advanceTimersByTime(1));
      expect(sources).toHaveLength(2);
      expect(sources[1].closed).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refetches an open ticket's detail on its comment event, and everything on reset", async () => {
    const sources = installFakeEventSource();
    const { queryClient } = renderWithProviders(<LiveEvents />, { session: sessionFor('agent') });
    queryClient.setQueryData(ticketKeys.detail(5), { id: 5 });
    queryClient.setQueryData(ticketKeys.detail(6), { id: 6 });
    sources[0].emit({ topic: 'ticket:5', type: 'comment_created', data: { ticketId: 5, commentId: 8 } }, 3);
    expect(queryClient.getQueryState(ticketKeys.detail(5))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(ticketKeys.detail(6))?.isInvalidated).toBe(false);
    sources[0].emit({ type: 'reset' }, 900);
    expect(queryClient.getQueryState(ticketKeys.detail(6))?.isInvalidated).toBe(true);
  });

  it("follows jobs while a page shows them, for an admin only, and refetches them on a job's change", async () => {
    const sources = installFakeEventSource();
    const { queryClient, unmount } = renderWithProviders(
      <>
        <LiveEvents />
        <ShowsJobs />
      </>,
      { session: sessionFor('admin') },
    );
    await waitFor(() => expect(sources.filter((s) => !s.closed).map((s) => s.url)).toEqual(['/helpdesk/api/events?jobs=true']));
    queryClient.setQueryData(jobKeys.detail('a'), { id: 'a' });
    sources.at(-1)?.emit({ topic: 'jobs', type: 'job_updated', data: { jobId: 'a' } }, 5);
    expect(queryClient.getQueryState(jobKeys.detail('a'))?.isInvalidated).toBe(true);
    unmount();

    const agentSources = installFakeEventSource();
    renderWithProviders(
      <>
        <LiveEvents />
        <ShowsJobs />
      </>,
      { session: sessionFor('agent') },
    );
    await waitFor(() => expect(agentSources).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200)); // the session has loaded: still no jobs
    expect(agentSources.map((s) => s.url)).toEqual(['/helpdesk/api/events']);
  });
});
