import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Session } from 'next-auth';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { PEOPLE, ticketDetail } from '../../msw/handlers/tickets';
import { STATUSES } from '../../msw/handlers/references';
import { renderWithProviders } from '../render';

/** The ticket page, and every write it sends as "METHOD path body" (but the read marker and the staff's "viewing" presence every opened ticket sends). */
async function renderDetail(session: Session, ticket: TicketDetail) {
  const writes: string[] = [];
  server.use(http.get('*/helpdesk/api/tickets/1', () => HttpResponse.json(ticket)));
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'GET' || /\/(read|presence)$/.test(new URL(request.url).pathname)) return;
    const body = await request.clone().text();
    writes.push(`${request.method} ${new URL(request.url).pathname.replace('/helpdesk/api', '')} ${body}`.trim());
  });
  renderWithProviders(<TicketDetailView id={1} />, { session, path: '/tickets/1' });
  await screen.findByTestId('ticket-description');
  return writes;
}
const unassigned = () => ticketDetail({ assignee: null, assignee_id: null });
const DIAJUKAN = STATUSES.find((s) => s.code === 'DIAJUKAN') ?? STATUSES[0];

describe('Ambil tiket', { timeout: 20_000 }, () => {
  it('puts the agent on an unassigned ticket in one click', async () => {
    server.use(http.patch('*/helpdesk/api/tickets/1/agents', () => HttpResponse.json(ticketDetail())));
    const writes = await renderDetail(sessionFor('agent'), unassigned());

    // The header's button (the reply box offers another beside its reason: reply-with-status.test.tsx).
    fireEvent.click(screen.getAllByRole('button', { name: /Ambil tiket/ })[0]);

    await waitFor(() => expect(writes).toEqual([`PATCH /tickets/1/agents {"assignee_id":${PEOPLE.agent.id}}`]));
    expect(await screen.findByText('Tiket berhasil diambil')).toBeInTheDocument();
  });

  it.each([
    ['an unassigned ticket', 'admin', unassigned(), true],
    ['a ticket already theirs', 'agent', ticketDetail(), false],
    ["a colleague's ticket", 'agent', ticketDetail({ assignee: PEOPLE.otherAgent, assignee_id: PEOPLE.otherAgent.id }), false],
    ['their own unassigned question', 'user', unassigned(), false],
  ] as const)('for %s (role %s): shown %s', async (_case, role, ticket, shown) => {
    await renderDetail(sessionFor(role), ticket);
    expect(screen.queryAllByRole('button', { name: /Ambil tiket/ }).length > 0).toBe(shown);
  });
});

describe('marking the answer offers to finish the ticket', { timeout: 20_000 }, () => {
  const markAnswer = () => fireEvent.click(within(screen.getByTestId('comment-102')).getByRole('button', { name: 'Tandai sebagai jawaban' }));
  const answerDialog = () => screen.findByRole('dialog', { name: 'Tandai komentar ini sebagai jawaban?' });
  const answered = () =>
    server.use(
      http.put('*/helpdesk/api/tickets/1/comments/102/mark-answer', () => HttpResponse.json({})),
      http.patch('*/helpdesk/api/tickets/1/status', () => HttpResponse.json(ticketDetail())),
    );

  it('marks and finishes (status SELESAI) in one step, finishing ticked by default', async () => {
    answered();
    const writes = await renderDetail(sessionFor('agent'), ticketDetail());

    markAnswer();
    const dialog = await answerDialog();
    expect((within(dialog).getByRole('checkbox', { name: 'Sekaligus selesaikan tiket (status menjadi Selesai)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tandai jawaban' }));

    await waitFor(() => expect(writes).toEqual(['PUT /tickets/1/comments/102/mark-answer', 'PATCH /tickets/1/status {"status":"SELESAI"}']));
    expect(await screen.findByText('Jawaban ditandai dan tiket diselesaikan')).toBeInTheDocument();
  });

  it('only marks when finishing is unticked', async () => {
    answered();
    const writes = await renderDetail(sessionFor('admin'), ticketDetail());

    markAnswer();
    const dialog = await answerDialog();
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tandai jawaban' }));

    await waitFor(() => expect(writes).toEqual(['PUT /tickets/1/comments/102/mark-answer']));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(writes).toHaveLength(1);
  });

  it('marks at once, without asking, when the ticket cannot go to SELESAI yet', async () => {
    answered();
    const writes = await renderDetail(sessionFor('agent'), ticketDetail({ status: DIAJUKAN }));

    markAnswer();

    await waitFor(() => expect(writes).toEqual(['PUT /tickets/1/comments/102/mark-answer']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
