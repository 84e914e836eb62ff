import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LiveEvents } from '@/components/realtime/live-events';
import { TicketViewers } from '@/components/tickets/detail/ticket-viewers';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { ticketDetail } from '../../msw/handlers/tickets';
import { renderWithProviders } from '../render';
import { installFakeEventSource } from './fake-event-source';

const presence = (userId: number, name: string, state = 'viewing') => ({ topic: 'ticket:5:staff', type: 'presence', data: { ticketId: 5, userId, name, state } });

function recordPresence() {
  const sent: unknown[] = [];
  server.use(
    http.post('*/helpdesk/api/tickets/5/presence', async ({ request }) => {
      sent.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

describe('TicketViewers ("Sedang dibuka juga oleh ...")', { timeout: 20_000 }, () => {
  it('says viewing on arrival, names the other staff with the ticket open, answers a newcomer and says left on the way out', async () => {
    const sent = recordPresence();
    const sources = installFakeEventSource();
    const { unmount } = renderWithProviders(
      <>
        <LiveEvents />
        <TicketViewers ticket={ticketDetail({ id: 5 })} />
      </>,
      { session: sessionFor('agent') },
    );
    await waitFor(() => expect(sent).toEqual([{ state: 'viewing' }]));
    await waitFor(() => expect(sources).toHaveLength(1));
    // Seeing oneself (id 2 is the session's agent) changes nothing.
    sources[0].emit(presence(2, 'Dimas Pratama'));
    expect(screen.queryByTestId('ticket-viewers')).toBeNull();

    await new Promise((r) => setTimeout(r, 3_100));
    sources[0].emit(presence(3, 'Lukman Hakim'));
    expect((await screen.findByTestId('ticket-viewers')).textContent).toBe(' Sedang dibuka juga oleh Lukman Hakim');
    await waitFor(() => expect(sent).toEqual([{ state: 'viewing' }, { state: 'viewing' }]));
    sources[0].emit(presence(1, 'Rina Marlina', 'typing'));
    expect(screen.getByTestId('ticket-viewers').textContent).toBe(' Sedang dibuka juga oleh Rina Marlina dan Lukman Hakim');
    sources[0].emit(presence(3, 'Lukman Hakim', 'left'));
    expect(screen.getByTestId('ticket-viewers').textContent).toBe(' Sedang dibuka juga oleh Rina Marlina');

    // Closing the tab unmounts nothing: the page says left as it goes.
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(sent.at(-1)).toEqual({ state: 'left' }));
    const before = sent.length;
    unmount();
    await waitFor(() => expect(sent).toHaveLength(before + 1));
    expect(sent.at(-1)).toEqual({ state: 'left' });
  });

  it('neither shares nor shows anything for a requester', async () => {
    const sent = recordPresence();
    installFakeEventSource();
    const { container } = renderWithProviders(<TicketViewers ticket={ticketDetail({ id: 5 })} />, { session: sessionFor('user') });
    await new Promise((r) => setTimeout(r, 200));
    expect(container.textContent).toBe('');
    expect(sent).toEqual([]);
  });
});
