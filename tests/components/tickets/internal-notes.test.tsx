import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Session } from 'next-auth';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { comment, PEOPLE, reaction, ticketDetail } from '../../msw/handlers/tickets';
import { renderWithProviders } from '../render';
import { sendHeldNow, withoutKey } from './held-reply';
import commentStyles from '@/components/tickets/comments/comment-item.module.css';

// Internal notes in the conversation (staff only) and reactions on a locked ticket.
async function renderDetail(session: Session, ticket: TicketDetail) {
  server.use(http.get('*/helpdesk/api/tickets/1', () => HttpResponse.json(ticket)));
  renderWithProviders(<TicketDetailView id={1} />, { session, path: '/tickets/1' });
  await screen.findByTestId('ticket-description');
}

const withNote = (over: Partial<TicketDetail> = {}) =>
  ticketDetail({
    comments: [
      comment({ id: 101, user: PEOPLE.agent, html: '<p>Balasan untuk pengaju</p>' }),
      comment({ id: 103, user: PEOPLE.agent, html: '<p>Cek SK di BKN dulu</p>', is_internal: true }),
    ],
    ...over,
  });

function recordPosts() {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/helpdesk/api/tickets/1/comments', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(comment({ id: 300, is_internal: true }), { status: 201 });
    }),
  );
  return bodies;
}

describe('internal notes', { timeout: 20_000 }, () => {
  it('show staff a note in yellow with its tag, and no mark-answer on it', async () => {
    await renderDetail(sessionFor('agent'), withNote());
    const note = screen.getByTestId('comment-103');
    expect(within(note).getByTestId('internal-badge').textContent).toBe('Catatan internal');
    expect(note.classList.contains(commentStyles.internal)).toBe(true);
    expect(within(note).queryByText('Tandai sebagai jawaban')).toBeNull();
    expect(within(screen.getByTestId('comment-101')).queryByTestId('internal-badge')).toBeNull();
  });

  it('let staff tick Catatan internal and send is_internal: true', async () => {
    const bodies = recordPosts();
    await renderDetail(sessionFor('agent'), withNote());
    const box = screen.getByTestId('new-comment');
    fireEvent.click(within(box).getByRole('checkbox', { name: /Catatan internal/ }));
    expect(within(box).getByRole('button', { name: 'Simpan Catatan' })).toBeInTheDocument();
    fireEvent.change(await within(box).findByRole('textbox'), { target: { value: 'Menunggu balasan BKN' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Simpan Catatan' }));
    expect(await screen.findByText('Catatan internal akan dikirim dalam 8 detik…')).toBeInTheDocument();
    await sendHeldNow();
    await waitFor(() => expect(bodies.map(withoutKey)).toEqual([{ markdown: 'Menunggu balasan BKN', is_internal: true }]));
  });

  it('give users no note option', async () => {
    await renderDetail(sessionFor('user'), withNote({ comments: [comment({ id: 101, user: PEOPLE.agent })] }));
    expect(screen.getByTestId('new-comment')).toBeInTheDocument();
    expect(screen.queryByTestId('internal-toggle')).toBeNull();
  });

  it('on a locked ticket an agent who may not answer still writes a note (ticked, fixed)', async () => {
    await renderDetail(sessionFor('agent'), withNote({ is_locked: true, assignee: PEOPLE.otherAgent }));
    const toggle = screen.getByRole('checkbox', { name: /Catatan internal/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
  });
});

describe('reactions on a locked ticket', { timeout: 20_000 }, () => {
  const locked = ticketDetail({ is_locked: true, comments: [comment({ id: 101, user: PEOPLE.agent, reactions: [reaction('👍', [PEOPLE.admin], 7)] })] });

  it('show the requester the counts without a picker', async () => {
    await renderDetail(sessionFor('user'), locked);
    const bar = screen.getByTestId('reactions-101');
    expect((within(bar).getByRole('button', { name: /Reaksi 👍/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(bar).queryByRole('button', { name: 'Beri reaksi' })).toBeNull();
  });

  it('leave the assigned agent able to react', async () => {
    await renderDetail(sessionFor('agent'), locked);
    const bar = screen.getByTestId('reactions-101');
    expect((within(bar).getByRole('button', { name: /Reaksi 👍/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(bar).getByRole('button', { name: 'Beri reaksi' })).toBeInTheDocument();
  });
});
