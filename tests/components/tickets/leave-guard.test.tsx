import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import { LeaveCancelled } from '@/hooks/tickets/use-leave-guard';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { comment } from '../../msw/handlers/tickets';
import { mockRouter } from '../router-mock';
import { renderWithProviders } from '../render';
import { sendHeldNow } from './held-reply';

/** What Next's router does on a link click: announce routeChangeStart (with the basePath) to its listeners. */
function navigate(url: string) {
  const listeners = mockRouter.events.on.mock.calls.filter(([event]) => event === 'routeChangeStart').map(([, listener]) => listener);
  const current = listeners.at(-1) as (url: string) => void;
  expect(mockRouter.events.off).not.toHaveBeenCalledWith('routeChangeStart', current);
  current(url);
}
/** A tab close or reload: true when the page asked the browser to confirm. */
const closeTab = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

async function openWithText(text: string) {
  renderWithProviders(<TicketDetailView id={1} />, { session: sessionFor('user'), path: '/tickets/1' });
  const box = await within(await screen.findByTestId('new-comment')).findByRole('textbox');
  if (text) fireEvent.change(box, { target: { value: text } });
}
const leaveDialog = () => screen.findByRole('dialog', { name: 'Tinggalkan halaman ini?' });

describe('leaving with an unsent draft', { timeout: 20_000 }, () => {
  it('lets navigation and closing go without a question while nothing is written', async () => {
    await openWithText('');
    expect(() => navigate('/helpdesk/tickets')).not.toThrow();
    expect(closeTab()).toBe(false);
  });

  it('holds a router navigation, asks in Indonesian, and goes on "Tinggalkan"', async () => {
    await openWithText('Setengah jalan');

    expect(() => navigate('/helpdesk/tickets?status=SELESAI')).toThrow(LeaveCancelled);
    const dialog = await leaveDialog();
    expect(dialog.textContent).toContain('Ada tulisan yang belum dikirim.');
    expect(mockRouter.push).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Tinggalkan' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/tickets?status=SELESAI'));
    // The navigation it starts is let through.
    expect(() => navigate('/helpdesk/tickets?status=SELESAI')).not.toThrow();
  });

  it('stays on "Tetap di sini" and keeps the text', async () => {
    await openWithText('Masih menulis');

    expect(() => navigate('/helpdesk/faq')).toThrow(LeaveCancelled);
    fireEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Tetap di sini' }));

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect((within(screen.getByTestId('new-comment')).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Masih menulis');
  });

  it('puts the address back when Back had already changed it and the person stays', async () => {
    await openWithText('Masih di sini');
    const here = window.location.href;
    window.history.pushState(null, '', '/helpdesk/tickets'); // what Back has done when Next announces the move

    expect(() => navigate('/helpdesk/tickets')).toThrow(LeaveCancelled);
    expect(window.location.href).toBe(here);
    expect(await leaveDialog()).toBeInTheDocument();
  });

  it('asks the browser before closing or reloading, until the comment is sent', async () => {
    server.use(http.post('*/helpdesk/api/tickets/1/comments', () => HttpResponse.json(comment({ id: 200 }), { status: 201 })));
    await openWithText('Belum terkirim');
    expect(closeTab()).toBe(true);

    fireEvent.click(within(screen.getByTestId('new-comment')).getByRole('button', { name: 'Kirim Komentar' }));
    // Held for undo send: still not posted, so closing still asks.
    await screen.findByTestId('undo-send');
    expect(closeTab()).toBe(true);
    await sendHeldNow();
    await waitFor(() => expect(closeTab()).toBe(false));
    expect(() => navigate('/helpdesk/tickets')).not.toThrow();
  });
});
