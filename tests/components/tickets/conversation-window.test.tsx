import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import { COMMENTS_SHOWN_AT_FIRST } from '@/components/tickets/comments/earlier-comments';
import { forgetAllDrafts, writeDraft } from '@/hooks/tickets/draft-storage';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { PEOPLE, comment, ticketDetail } from '../../msw/handlers/tickets';
import { renderWithProviders } from '../render';

// 30 comments, ids 1..30, the user's own; `answerId` marks one as the answer.
function longTicket(answerId?: number) {
  const comments = Array.from({ length: 30 }, (_, i) => comment({ id: i + 1, user: PEOPLE.user, is_answer: i + 1 === answerId }));
  return ticketDetail({ comments, total_comments: comments.length });
}

async function renderTicket(ticket = longTicket()) {
  server.use(http.get('*/helpdesk/api/tickets/1', () => HttpResponse.json(ticket)));
  renderWithProviders(<TicketDetailView id={1} />, { session: sessionFor('user'), path: '/tickets/1' });
  await screen.findByTestId('ticket-description');
}

const shownIds = () => [...document.querySelectorAll('[data-testid^="comment-"]')].map((el) => Number(el.getAttribute('data-testid')?.slice(8)));

describe('a long conversation', { timeout: 20_000 }, () => {
  afterEach(() => forgetAllDrafts());

  it('opens at the newest comments and shows the older ones on request', async () => {
    await renderTicket();
    expect(shownIds()).toEqual(Array.from({ length: COMMENTS_SHOWN_AT_FIRST }, (_, i) => 30 - COMMENTS_SHOWN_AT_FIRST + i + 1));
    expect(screen.getByText('Percakapan (30)')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan 10 komentar sebelumnya' }));
    expect(shownIds()).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(screen.queryByTestId('show-earlier-comments')).toBeNull();
  });

  it('keeps an older answer in view, first, and does not count it as hidden', async () => {
    await renderTicket(longTicket(3));
    expect(shownIds()[0]).toBe(3);
    expect(shownIds()).toHaveLength(COMMENTS_SHOWN_AT_FIRST + 1);
    expect(screen.getByRole('button', { name: 'Tampilkan 9 komentar sebelumnya' })).toBeInTheDocument();
  });

  it('shows every comment when an older one has an unsent edit, which opens again', async () => {
    writeDraft(PEOPLE.user.id, 'comment-2-edit', 'Koreksi yang belum terkirim');
    await renderTicket();
    expect(await screen.findByTestId('comment-2')).toBeInTheDocument();
    expect(shownIds()).toHaveLength(30);
    expect(await screen.findByDisplayValue('Koreksi yang belum terkirim')).toBeInTheDocument();
  });

  it('shows a short conversation whole, without the button', async () => {
    await renderTicket(ticketDetail());
    expect(shownIds()).toEqual([101, 102]);
    expect(screen.queryByTestId('show-earlier-comments')).toBeNull();
  });
});
