import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TicketCreateForm } from '@/components/tickets/create/ticket-create-form';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { comment } from '../../msw/handlers/tickets';
import { renderWithProviders } from '../render';
import { sendHeldNow, withoutKey } from './held-reply';

// Drafts live in localStorage per user (id 7 is the "user" session) and per text.
const COMMENT_KEY = 'helpdesk:draft:7:ticket-1-comment';
const EDIT_KEY = 'helpdesk:draft:7:comment-102-edit';
const storedText = (key: string) => {
  const raw = localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as { text: string }).text;
};

async function openTicket(role: 'user' | 'agent' = 'user') {
  const view = renderWithProviders(<TicketDetailView id={1} />, { session: sessionFor(role), path: '/tickets/1' });
  await screen.findByTestId('ticket-description');
  return view;
}
const commentBox = async () => within(await screen.findByTestId('new-comment')).findByRole('textbox');

describe('drafts', { timeout: 20_000 }, () => {
  it('keeps an unsent comment across a reload and clears it once sent', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/helpdesk/api/tickets/1/comments', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(comment({ id: 200 }), { status: 201 });
      }),
    );
    const first = await openTicket();
    fireEvent.change(await commentBox(), { target: { value: 'Berkas saya sudah lengkap' } });
    expect(storedText(COMMENT_KEY)).toBe('Berkas saya sudah lengkap');
    first.unmount(); // the reload

    await openTicket();
    const box = (await commentBox()) as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toBe('Berkas saya sudah lengkap'));
    expect(screen.getByTestId('draft-restored').textContent).toBe('Draf yang belum terkirim dipulihkan.');

    fireEvent.click(within(screen.getByTestId('new-comment')).getByRole('button', { name: 'Kirim Komentar' }));
    await sendHeldNow();
    await waitFor(() => expect(sent.map(withoutKey)).toEqual([{ markdown: 'Berkas saya sudah lengkap' }]));
    await waitFor(() => expect(storedText(COMMENT_KEY)).toBeNull());
    expect(box.value).toBe('');
  });

  it('keeps the draft when sending fails', async () => {
    server.use(http.post('*/helpdesk/api/tickets/1/comments', () => HttpResponse.json({ code: 'X', message: 'Gagal' }, { status: 500 })));
    await openTicket();
    fireEvent.change(await commentBox(), { target: { value: 'Jangan hilang' } });
    fireEvent.click(within(screen.getByTestId('new-comment')).getByRole('button', { name: 'Kirim Komentar' }));
    await sendHeldNow();
    expect(await screen.findByText('Gagal')).toBeInTheDocument();
    // The failed reply is back in the box, and kept for a reload.
    await waitFor(() => expect(((screen.getByTestId('new-comment').querySelector('textarea')) as HTMLTextAreaElement).value).toBe('Jangan hilang'));
    expect(storedText(COMMENT_KEY)).toBe('Jangan hilang');
  });

  it('drops the comment draft on Batal, and stores nothing for a blank box', async () => {
    await openTicket();
    const box = (await commentBox()) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '   ' } });
    expect(storedText(COMMENT_KEY)).toBeNull();
    fireEvent.change(box, { target: { value: 'Tidak jadi' } });
    fireEvent.click(within(screen.getByTestId('new-comment')).getByRole('button', { name: 'Batal' }));
    expect(storedText(COMMENT_KEY)).toBeNull();
    expect(box.value).toBe('');
  });

  it('is kept per user: another account on the same browser does not get it', async () => {
    const first = await openTicket('user');
    fireEvent.change(await commentBox(), { target: { value: 'Milik Budi' } });
    first.unmount();

    await openTicket('agent');
    expect(((await commentBox()) as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByTestId('draft-restored')).toBeNull();
  });

  it('reopens an unsent comment edit after a reload; Batal drops it and shows the comment again', async () => {
    const first = await openTicket();
    const own = within(screen.getByTestId('comment-102'));
    fireEvent.click(own.getByRole('button', { name: 'Ubah' }));
    fireEvent.change(await own.findByRole('textbox'), { target: { value: 'Komentar 102, diperbaiki' } });
    expect(storedText(EDIT_KEY)).toBe('Komentar 102, diperbaiki');
    first.unmount();

    await openTicket();
    const again = within(screen.getByTestId('comment-102'));
    const editor = (await again.findByRole('textbox')) as HTMLTextAreaElement;
    await waitFor(() => expect(editor.value).toBe('Komentar 102, diperbaiki'));
    fireEvent.click(again.getByRole('button', { name: 'Batal' }));
    expect(storedText(EDIT_KEY)).toBeNull();
    expect(again.getByText('Terima kasih, kapan selesai?')).toBeInTheDocument();
  });

  it('restores the new ticket title and description, and clears both once the ticket is created', async () => {
    const first = renderWithProviders(<TicketCreateForm />, { session: sessionFor('user'), path: '/tickets/create' });
    fireEvent.change(screen.getByPlaceholderText('Tuliskan pertanyaan Anda secara singkat'), { target: { value: 'Kenaikan pangkat belum diproses' } });
    fireEvent.change(await screen.findByLabelText('Deskripsi', { selector: 'textarea' }), { target: { value: 'Sudah tiga bulan.' } });
    first.unmount();

    const { router } = renderWithProviders(<TicketCreateForm />, { session: sessionFor('user'), path: '/tickets/create' });
    const title = screen.getByPlaceholderText('Tuliskan pertanyaan Anda secara singkat') as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('Kenaikan pangkat belum diproses'));
    const description = (await screen.findByLabelText('Deskripsi', { selector: 'textarea' })) as HTMLTextAreaElement;
    expect(description.value).toBe('Sudah tiga bulan.');
    expect(screen.getByTestId('draft-restored')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Kirim Tiket/ }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/tickets/99'));
    expect(storedText('helpdesk:draft:7:new-ticket-title')).toBeNull();
    expect(storedText('helpdesk:draft:7:new-ticket-description')).toBeNull();
  });

  it('drops the new ticket drafts when the form is cancelled', async () => {
    const { router } = renderWithProviders(<TicketCreateForm />, { session: sessionFor('user'), path: '/tickets/create' });
    fireEvent.change(screen.getByPlaceholderText('Tuliskan pertanyaan Anda secara singkat'), { target: { value: 'Tidak jadi bertanya' } });
    expect(storedText('helpdesk:draft:7:new-ticket-title')).toBe('Tidak jadi bertanya');

    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(storedText('helpdesk:draft:7:new-ticket-title')).toBeNull();
    expect(router.push).toHaveBeenCalledWith('/tickets');
  });
});
