import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Session } from 'next-auth';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { ticketDetail } from '../../msw/handlers/tickets';
import { STATUSES } from '../../msw/handlers/references';
import { renderWithProviders } from '../render';

// Issue 31: after asking, the page says what happens next and the usual answer time (SLA targets).
async function renderDetail(session: Session, ticket: TicketDetail) {
  server.use(http.get('*/helpdesk/api/tickets/1', () => HttpResponse.json(ticket)));
  renderWithProviders(<TicketDetailView id={1} />, { session, path: '/tickets/1' });
  await screen.findByTestId('ticket-description');
}
const DIAJUKAN = STATUSES.find((s) => s.code === 'DIAJUKAN') ?? STATUSES[0];
const justAsked = (over: Partial<TicketDetail> = {}) => ticketDetail({ status: DIAJUKAN, assignee: null, assignee_id: null, ...over });

describe('what happens after asking', { timeout: 20_000 }, () => {
  it("tells the requester who answers, how they hear of it, and the sub-category's usual time", async () => {
    await renderDetail(sessionFor('user'), justAsked());
    const notice = screen.getByTestId('asked-notice');
    expect(notice.textContent).toContain('Pertanyaan Anda sudah kami terima');
    expect(notice.textContent).toContain('diberi tahu lewat notifikasi');
    expect(notice.textContent).toContain('Biasanya pertanyaan seperti ini dijawab dalam 3 hari.');
  });

  it('gives the shortest to the longest target when no sub-category was chosen', async () => {
    await renderDetail(sessionFor('user'), justAsked({ sub_category: null }));
    expect((await screen.findByText(/Biasanya pertanyaan seperti ini/)).textContent).toBe('Biasanya pertanyaan seperti ini dijawab dalam 2 hari sampai 5 hari.');
  });

  it.each([
    ['staff', sessionFor('agent'), justAsked()],
    ['someone else reading a published question', sessionFor('user', { id: 99 }), justAsked({ is_published: true })],
    ['the requester once an agent took it', sessionFor('user'), ticketDetail()],
  ] as const)('is not shown to %s', async (_who, session, ticket) => {
    await renderDetail(session, ticket);
    expect(screen.queryByTestId('asked-notice')).toBeNull();
  });
});
