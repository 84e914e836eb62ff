import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Session } from 'next-auth';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import { formatDateTimeLong } from '@/utils/format';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { PEOPLE, reaction, ticketDetail } from '../../msw/handlers/tickets';
import { renderWithProviders } from '../render';
import { sendHeldNow, withoutKey } from './held-reply';

async function renderDetail(session: Session, ticket: TicketDetail = ticketDetail()) {
  server.use(http.get('*/helpdesk/api/tickets/1', () => HttpResponse.json(ticket)));
  renderWithProviders(<TicketDetailView id={1} />, { session, path: '/tickets/1' });
  await screen.findByTestId('ticket-description');
}

const SELESAI = { code: 'SELESAI', name: 'Selesai', color: 'success' };

describe('TicketDetailView', { timeout: 20_000 }, () => {
  it('shows the header, the sanitized description, spec dates and the history', async () => {
    const ticket = ticketDetail();
    await renderDetail(sessionFor('user'), ticket);

    expect(screen.getByTestId('ticket-number').textContent).toBe('HD-000001');
    expect(screen.getByRole('heading', { name: 'Kenaikan pangkat belum diproses' })).toBeInTheDocument();
    expect(screen.getAllByText('Dikerjakan')[0].closest('[data-status]')?.getAttribute('data-status')).toBe('DIKERJAKAN');
    expect(within(screen.getByTestId('ticket-description')).getByText('tiga bulan').tagName).toBe('STRONG');
    expect(screen.getByTestId('created-at').textContent).toBe(formatDateTimeLong(ticket.created_at));
    expect(screen.getByTestId('created-at').textContent).toMatch(/^\d{2} [A-Z][a-z]+ \d{4} \d{2}:\d{2}$/);
    const history = screen.getByTestId('ticket-history');
    expect(await within(history).findByText('Dimas Pratama mengubah status dari Diajukan menjadi Dikerjakan')).toBeInTheDocument();
    // Relative times, the full date in the <time> element's tooltip.
    const times = history.querySelectorAll('time');
    expect(times.length).toBe(ticket.histories.length);
    expect(times[0].textContent).toMatch(/yang lalu|lagi/);
    fireEvent.mouseEnter(times[0]);
    expect(await screen.findByText(formatDateTimeLong(ticket.histories.at(-1)?.created_at ?? ''))).toBeInTheDocument();
  });

  it('badges the answer and marks edited comments', async () => {
    await renderDetail(sessionFor('user'));

    const answer = screen.getByTestId('comment-101');
    expect(within(answer).getByTestId('answer-badge').textContent).toBe('Jawaban');
    const other = screen.getByTestId('comment-102');
    expect(within(other).queryByTestId('answer-badge')).toBeNull();
    expect(within(other).getByText('(diedit)')).toBeInTheDocument();
  });

  it('gives the author edit and delete, and mark-answer only to the assigned agent', async () => {
    await renderDetail(sessionFor('user'));
    const own = within(screen.getByTestId('comment-102'));
    expect(own.getByRole('button', { name: 'Ubah' })).toBeInTheDocument();
    expect(own.getByRole('button', { name: 'Hapus' })).toBeInTheDocument();
    expect(within(screen.getByTestId('comment-101')).queryByRole('button', { name: 'Ubah' })).toBeNull();
    expect(screen.queryByText('Tandai sebagai jawaban')).toBeNull();
  });

  it('lets the assigned agent unmark the answer with DELETE .../mark-answer', async () => {
    const calls: string[] = [];
    server.use(
      http.delete('*/helpdesk/api/tickets/1/comments/101/mark-answer', ({ request }) => {
        calls.push(request.method);
        return HttpResponse.json({});
      }),
    );
    await renderDetail(sessionFor('agent'));

    fireEvent.click(within(screen.getByTestId('comment-101')).getByRole('button', { name: 'Batalkan jawaban' }));

    await waitFor(() => expect(calls).toEqual(['DELETE']));
    expect(within(screen.getByTestId('comment-102')).getByRole('button', { name: 'Tandai sebagai jawaban' })).toBeInTheDocument();
  });

  it('hides the comment editor from the requester of a locked ticket and says why', async () => {
    await renderDetail(sessionFor('user'), ticketDetail({ is_locked: true }));

    expect(screen.queryByTestId('new-comment')).toBeNull();
    expect(screen.getByTestId('comment-blocked').textContent).toContain('Tiket ini dikunci sehingga tidak dapat dikomentari.');
  });

  it('keeps the editor for the assigned agent of a locked ticket', async () => {
    await renderDetail(sessionFor('agent'), ticketDetail({ is_locked: true }));

    expect(await screen.findByTestId('new-comment')).toBeInTheDocument();
    expect(screen.queryByTestId('comment-blocked')).toBeNull();
  });

  it('posts a new comment', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/helpdesk/api/tickets/1/comments', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    await renderDetail(sessionFor('user'));
    const editor = within(screen.getByTestId('new-comment'));

    fireEvent.change(await editor.findByRole('textbox'), { target: { value: '  Baik, saya tunggu.  ' } });
    fireEvent.click(editor.getByRole('button', { name: 'Kirim Komentar' }));
    await sendHeldNow();

    await waitFor(() => expect(bodies.map(withoutKey)).toEqual([{ markdown: 'Baik, saya tunggu.' }]));
  });

  it('toggles a reaction with PUT .../reactions and shows the new count', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('*/helpdesk/api/tickets/1/comments/101/reactions', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json([reaction('👍', [PEOPLE.admin], PEOPLE.user.id)]);
      }),
    );
    await renderDetail(sessionFor('user'));
    const bar = within(screen.getByTestId('reactions-101'));
    const thumbs = bar.getByRole('button', { name: 'Reaksi 👍, 2 orang' });
    expect(thumbs.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(thumbs);

    await waitFor(() => expect(bodies).toEqual([{ emoji: '👍' }]));
    const updated = await bar.findByRole('button', { name: 'Reaksi 👍, 1 orang' });
    expect(updated.getAttribute('aria-pressed')).toBe('false');
  });

  it('lets the requester rate a finished ticket', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch('*/helpdesk/api/tickets/1/feedback', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ticketDetail({ status: SELESAI, stars: 4 }));
      }),
    );
    await renderDetail(sessionFor('user'), ticketDetail({ status: SELESAI }));
    const card = within(screen.getByTestId('feedback-card'));

    // The form is loaded when the card shows it (next/dynamic).
    fireEvent.click((await card.findAllByRole('radio'))[3]);
    fireEvent.change(card.getByRole('textbox'), { target: { value: 'Cepat ditangani' } });
    fireEvent.click(card.getByRole('button', { name: 'Kirim Penilaian' }));

    // Off the landing page unless asked (issue 30).
    await waitFor(() => expect(bodies).toEqual([{ stars: 4, requester_comment: 'Cepat ditangani', publish: false }]));
    fireEvent.click(card.getByRole('checkbox', { name: 'Tampilkan penilaian ini di halaman depan portal' }));
    fireEvent.click(await card.findByRole('radio', { name: 'Tanpa nama' }));
    fireEvent.click(card.getByRole('button', { name: /Penilaian$/ }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ stars: 4, requester_comment: 'Cepat ditangani', publish: true, publish_name: 'anonymous' }));
  });

  it('shows staff the stars in the header and no feedback card', async () => {
    await renderDetail(sessionFor('admin'), ticketDetail({ status: SELESAI, stars: 5, requester_comment: 'Mantap' }));

    expect(screen.getByTestId('header-stars')).toBeInTheDocument();
    expect(screen.queryByTestId('feedback-card')).toBeNull();
  });
});
