import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { comment, ticketDetail } from '../../msw/handlers/tickets';
import { renderWithProviders } from '../render';
import { withoutKey } from './held-reply';

// Undo send (docs/ticket-tools.md): a sent reply is held 8 s with "Urungkan". setTimeout is faked
// once the page has loaded, so the seconds are exact whatever the machine's load; testing-library's
// async queries wait on setTimeout themselves, so these tests wait with the real one.
const realSetTimeout = globalThis.setTimeout;
const tick = () => act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 20)));

/** Retries `check` on real time until it passes (5 s at most). */
async function eventually<T>(check: () => T): Promise<T> {
  for (let waited = 0; ; waited += 20) {
    try {
      return check();
    } catch (error) {
      if (waited > 5_000) throw error;
      await tick();
    }
  }
}
const REPLY = 'Mohon tunggu **sebentar**, kami cek dulu.\n\n![sk.png](/helpdesk/api/uploads/sk.png)';

async function openTicket() {
  const bodies: unknown[] = [];
  server.use(
    http.get('*/helpdesk/api/tickets/1', () => HttpResponse.json(ticketDetail())),
    http.post('*/helpdesk/api/tickets/1/comments', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(comment({ id: 300 }), { status: 201 });
    }),
  );
  renderWithProviders(<TicketDetailView id={1} />, { session: sessionFor('user'), path: '/tickets/1' });
  const box = (await within(await screen.findByTestId('new-comment')).findByRole('textbox')) as HTMLTextAreaElement;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return { bodies, box };
}

const send = (box: HTMLTextAreaElement, text: string) => {
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(within(screen.getByTestId('new-comment')).getByRole('button', { name: 'Kirim Komentar' }));
};
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('undo send', { timeout: 20_000 }, () => {
  it('holds the reply with a countdown; Urungkan gives the text back unchanged and posts nothing', async () => {
    const { bodies, box } = await openTicket();
    send(box, REPLY);
    const bar = await eventually(() => screen.getByTestId('undo-send'));
    expect(within(bar).getByRole('status').textContent).toBe('Balasan akan dikirim dalam 8 detik…');
    expect(box.value).toBe('');
    const undo = within(bar).getByRole('button', { name: 'Urungkan' });
    // The keyboard is on Urungkan (the send button it came from is disabled now).
    await eventually(() => expect(document.activeElement).toBe(undo));

    fireEvent.click(undo);
    expect(box.value).toBe(REPLY);
    expect(screen.queryByTestId('undo-send')).toBeNull();
    expect(document.activeElement).toBe(box);
    pass(20_000);
    await tick();
    expect(bodies).toEqual([]);
  });

  it('posts the reply once when the time runs out', async () => {
    const { bodies, box } = await openTicket();
    send(box, REPLY);
    await eventually(() => screen.getByTestId('undo-send'));
    pass(7_999);
    await tick();
    expect(bodies).toEqual([]);
    pass(1);
    await eventually(() => expect(bodies.map(withoutKey)).toEqual([{ markdown: REPLY }]));
    expect(await eventually(() => screen.getByText('Komentar terkirim'))).toBeInTheDocument();
    await eventually(() => expect(screen.queryByTestId('undo-send')).toBeNull());
    expect(document.activeElement).toBe(box); // the keyboard goes back to the reply box
    pass(20_000);
    await tick();
    expect(bodies).toHaveLength(1);
  });

  it('posts a held reply at once when another is sent, each with its own key; Urungkan puts it before what was typed since', async () => {
    const { bodies, box } = await openTicket();
    send(box, 'Balasan pertama');
    await eventually(() => screen.getByTestId('undo-send'));
    send(box, 'Balasan kedua');
    await eventually(() => expect(bodies.map(withoutKey)).toEqual([{ markdown: 'Balasan pertama' }]));

    fireEvent.change(box, { target: { value: 'Tambahan' } });
    fireEvent.click(await eventually(() => screen.getByRole('button', { name: 'Urungkan' })));
    expect(box.value).toBe('Balasan kedua\n\nTambahan');
    pass(20_000);
    await tick();
    expect(bodies).toHaveLength(1);
  });

  it('posts the held reply at once when the tab is hidden or closed, as a keepalive request with its key', async () => {
    // The exit path uses fetch (with keepalive), not axios: give Node's fetch the page's origin.
    const fetchPage = globalThis.fetch;
    const sent: RequestInit[] = [];
    vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
      if (init.method === 'POST' && input.endsWith('/comments')) sent.push(init);
      return fetchPage(new URL(input, window.location.href), init);
    });
    const hidden = vi.spyOn(document, 'visibilityState', 'get');
    try {
      const { bodies, box } = await openTicket();
      send(box, 'Pindah tab');
      await eventually(() => screen.getByTestId('undo-send'));
      hidden.mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      await eventually(() => expect(bodies.map(withoutKey)).toEqual([{ markdown: 'Pindah tab' }]));
      expect(screen.queryByTestId('undo-send')).toBeNull();
      hidden.mockReturnValue('visible');

      send(box, 'Tab ditutup');
      await eventually(() => screen.getByTestId('undo-send'));
      window.dispatchEvent(new Event('pagehide'));
      await eventually(() => expect(bodies.map(withoutKey)).toEqual([{ markdown: 'Pindah tab' }, { markdown: 'Tab ditutup' }]));
      expect(sent.map((init) => init.keepalive)).toEqual([true, true]);
      pass(20_000);
      await tick();
      expect(bodies).toHaveLength(2);
    } finally {
      hidden.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('asks before the tab closes while a reply is held', async () => {
    await openTicket().then(({ box }) => send(box, 'Jangan hilang'));
    await eventually(() => screen.getByTestId('undo-send'));
    const closeTab = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(closeTab()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Urungkan' }));
    expect(closeTab()).toBe(true); // the text is back in the box: an unsent draft asks too
  });
});
