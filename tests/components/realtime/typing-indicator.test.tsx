import { describe, expect, it } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LiveEvents } from '@/components/realtime/live-events';
import { TypingIndicator } from '@/components/tickets/comments/typing-indicator';
import { useLiveStore } from '@/hooks/realtime/live-store';
import { TYPING_EVERY_MS, useTypingPresence } from '@/hooks/realtime/use-typing-presence';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';
import { installFakeEventSource } from './fake-event-source';

const typing = (userId: number, name: string, state = 'typing') => ({ topic: 'ticket:5:staff', type: 'presence', data: { ticketId: 5, userId, name, state } });
const line = () => screen.getByTestId('typing-indicator').textContent;

describe('TypingIndicator ("... sedang mengetik...")', { timeout: 20_000 }, () => {
  it("shows the other staff typing on this ticket, never oneself, and drops whoever said they left", async () => {
    const sources = installFakeEventSource();
    renderWithProviders(
      <>
        <LiveEvents />
        <TypingIndicator ticketId={5} />
      </>,
      { session: sessionFor('agent') },
    );
    await waitFor(() => expect(sources).toHaveLength(1));
    sources[0].emit(typing(1, 'Rina Marlina'));
    await waitFor(() => expect(line()).toBe(' Rina Marlina sedang mengetik...'));
    sources[0].emit(typing(2, 'Dimas Pratama'));
    sources[0].emit(typing(3, 'Sari Dewi'));
    expect(line()).toBe(' Rina Marlina dan Sari Dewi sedang mengetik...');
    sources[0].emit(typing(1, 'Rina Marlina', 'left'));
    expect(line()).toBe(' Sari Dewi sedang mengetik...');
    sources[0].emit({ ...typing(4, 'Lain Tiket'), data: { ...typing(4, 'Lain Tiket').data, ticketId: 6 } });
    expect(line()).toBe(' Sari Dewi sedang mengetik...');
  });

  it('forgets a typist about 6 s after the last repeat', async () => {
    installFakeEventSource();
    renderWithProviders(<TypingIndicator ticketId={5} />, { session: sessionFor('admin') });
    act(() => useLiveStore.getState().hearPresence(5, 2, { name: 'Dimas Pratama', state: 'typing', at: Date.now() - 5_200 }));
    expect(line()).toBe(' Dimas Pratama sedang mengetik...');
    await waitFor(() => expect(line()).toBe(''), { timeout: 2_500 });
  });
});

describe('useTypingPresence', () => {
  it(`tells the server at most once per ${TYPING_EVERY_MS / 1000} s while typing, and left when the box goes away`, async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/helpdesk/api/tickets/5/presence', async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { result, unmount } = renderHook(() => useTypingPresence(5, true));
    for (let i = 0; i < 5; i += 1) result.current();
    await waitFor(() => expect(sent).toEqual([{ state: 'typing' }]));
    unmount();
    await waitFor(() => expect(sent).toEqual([{ state: 'typing' }, { state: 'left' }]));
  });

  it('sends nothing for someone who may not share presence', async () => {
    const sent: unknown[] = [];
    server.use(http.post('*/helpdesk/api/tickets/5/presence', () => (sent.push(1), new HttpResponse(null, { status: 204 }))));
    const { result, unmount } = renderHook(() => useTypingPresence(5, false));
    result.current();
    unmount();
    await new Promise((r) => setTimeout(r, 200));
    expect(sent).toEqual([]);
  });
});
