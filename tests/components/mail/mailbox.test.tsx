import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Mailbox } from '@/components/mail/mailbox';
import { server } from '../../msw/server';
import { MAIL_PEOPLE } from '../../msw/handlers/mail';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';
import { recordGets } from '../record-requests';

const MESSAGE = { id: 7, subject: 'Jadwal verifikasi berkas', counterpart: MAIL_PEOPLE[0], sender_id: 21, receiver_id: 3, read_at: null, created_at: '2026-11-20T08:00:00.000Z' };

/** Answers the list with 23 messages (one shown) and records each request's query. */
function recordLists() {
  server.use(http.get('*/helpdesk/api/private-messages', () => HttpResponse.json({ data: [MESSAGE], total: 23, page: 1, limit: 10, unread: 3 })));
  return recordGets('/helpdesk/api/private-messages');
}

describe('Mailbox', () => {
  it('names the inbox tab with its unread count and asks for unread messages from page 1 when the switch is on', async () => {
    const asked = recordLists();
    renderWithProviders(<Mailbox />, { session: sessionFor('user'), path: '/mail' });
    const inbox = await screen.findByRole('tab', { name: /^Kotak masuk\W+3 belum dibaca$/ });
    expect(inbox.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('23 pesan')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Halaman 3' }));
    await waitFor(() => expect(asked.at(-1)?.page).toBe('3'));
    const unreadOnly = screen.getByRole('switch', { name: 'Belum dibaca saja' });
    expect(unreadOnly.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(unreadOnly);

    expect(unreadOnly.getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(asked.at(-1)?.unread).toBe('true'));
    expect(asked.at(-1)?.page).toBe('1');
  });

  it('opens the compose dialog, loaded on demand, with an empty form each time', async () => {
    recordLists();
    renderWithProviders(<Mailbox />, { session: sessionFor('user'), path: '/mail' });
    fireEvent.click(await screen.findByRole('button', { name: 'Tulis pesan' }));
    const form = await screen.findByTestId('mail-compose', {}, { timeout: 5000 });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Subjek' }), { target: { value: 'Draf lama' } });

    // The dialog stays mounted once loaded (it animates out); a new draft starts from empty fields.
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tulis pesan' }));
    await waitFor(() => expect((within(screen.getByTestId('mail-compose')).getByRole('textbox', { name: 'Subjek' }) as HTMLInputElement).value).toBe(''));
  });
});
