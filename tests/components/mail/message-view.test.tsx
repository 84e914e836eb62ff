import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MessageView } from '@/components/mail/message-view';
import { server } from '../../msw/server';
import { MAIL_PEOPLE } from '../../msw/handlers/mail';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

const [SARI] = MAIL_PEOPLE;
const ME = { id: 3, name: 'Budi', username: 'budi', image: null, current_role: 'user' as const };
const MESSAGE = {
  id: 41,
  subject: 'Undangan rapat',
  sender: SARI,
  receiver: ME,
  sender_id: SARI.id,
  receiver_id: ME.id,
  content_markdown: 'Isi',
  content_html: '<p>Isi</p>',
  read_at: '2026-11-21T08:00:00.000Z',
  created_at: '2026-11-20T02:00:00.000Z',
};

describe('MessageView', () => {
  it('shows who wrote to whom and answers the sender with "Re:" in a dialog loaded on demand', async () => {
    server.use(http.get('*/helpdesk/api/private-messages/41', () => HttpResponse.json(MESSAGE)));
    renderWithProviders(<MessageView id={41} />, { session: sessionFor('user'), path: '/mail/41' });
    await screen.findByTestId('mail-subject');
    const from = screen.getByText('Dari').nextElementSibling as HTMLElement;
    expect(within(from).getByRole('link', { name: 'Sari Wulandari' }).getAttribute('href')).toBe('/profile/21');
    expect(screen.getByRole('link', { name: 'Kembali ke kotak masuk' }).getAttribute('href')).toBe('/mail');

    fireEvent.click(screen.getByRole('button', { name: 'Balas' }));
    const form = await screen.findByTestId('mail-compose', {}, { timeout: 5000 });
    expect((within(form).getByRole('textbox', { name: 'Subjek' }) as HTMLInputElement).value).toBe('Re: Undangan rapat');
    expect(within(form).getByText('Sari Wulandari')).toBeInTheDocument();
  });

  it('says so when the message does not exist or is not the viewer\'s', async () => {
    server.use(http.get('*/helpdesk/api/private-messages/99', () => HttpResponse.json({ code: 'NOT_FOUND', message: 'x' }, { status: 404 })));
    renderWithProviders(<MessageView id={99} />, { session: sessionFor('user'), path: '/mail/99' });
    expect(await screen.findByText('Pesan tidak ditemukan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke kotak masuk' }).getAttribute('href')).toBe('/mail');
  });
});
