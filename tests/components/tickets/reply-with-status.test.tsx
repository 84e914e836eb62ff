import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Session } from 'next-auth';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { comment, PEOPLE, ticketDetail } from '../../msw/handlers/tickets';
import { STATUSES } from '../../msw/handlers/references';
import { renderWithProviders } from '../render';
import { sendHeldNow, withoutKey } from './held-reply';

// Issue 31: the reply box sets the status with the reply, and an unassigned ticket says why it only keeps notes.
async function renderDetail(session: Session, ticket: TicketDetail) {
  const bodies: unknown[] = [];
  server.use(
    http.get('*/helpdesk/api/tickets/1', () => HttpResponse.json(ticket)),
    http.post('*/helpdesk/api/tickets/1/comments', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(comment({ id: 300 }), { status: 201 });
    }),
  );
  renderWithProviders(<TicketDetailView id={1} />, { session, path: '/tickets/1' });
  await screen.findByTestId('ticket-description');
  return bodies;
}
const statusOf = (code: string) => STATUSES.find((s) => s.code === code) ?? STATUSES[0];
const unassigned = (over: Partial<TicketDetail> = {}) => ticketDetail({ assignee: null, assignee_id: null, status: statusOf('DIAJUKAN'), ...over });
const box = () => screen.getByTestId('new-comment');
const type = async (text: string) => fireEvent.change(await within(box()).findByRole('textbox'), { target: { value: text } });

describe('Kirim & selesaikan', { timeout: 20_000 }, () => {
  it('sends the reply with status SELESAI for the assigned agent', async () => {
    const bodies = await renderDetail(sessionFor('agent'), ticketDetail());
    await type('Sudah kami perbaiki');
    fireEvent.click(within(box()).getByRole('button', { name: 'Kirim & selesaikan' }));
    await sendHeldNow();
    await waitFor(() => expect(bodies.map(withoutKey)).toEqual([{ markdown: 'Sudah kami perbaiki', status: 'SELESAI' }]));
    expect(await screen.findByText('Balasan terkirim dan tiket diselesaikan')).toBeInTheDocument();
  });

  it('keeps the plain send without a status beside it', async () => {
    const bodies = await renderDetail(sessionFor('admin'), ticketDetail());
    await type('Cukup balas saja');
    fireEvent.click(within(box()).getByRole('button', { name: 'Kirim Komentar' }));
    await sendHeldNow();
    await waitFor(() => expect(bodies.map(withoutKey)).toEqual([{ markdown: 'Cukup balas saja' }]));
  });

  it.each([
    ['the requester', 'user', ticketDetail()],
    ["a colleague's ticket (published)", 'agent', ticketDetail({ assignee: PEOPLE.otherAgent, assignee_id: PEOPLE.otherAgent.id, is_published: true })],
    ['a ticket not yet worked on (DIAJUKAN)', 'agent', ticketDetail({ status: statusOf('DIAJUKAN') })],
    ['a finished ticket', 'admin', ticketDetail({ status: statusOf('SELESAI') })],
  ] as const)('is not offered to %s', async (_case, role, ticket) => {
    await renderDetail(sessionFor(role), ticket);
    expect(within(box()).queryByRole('button', { name: 'Kirim & selesaikan' })).toBeNull();
  });

  it('goes away while an internal note is ticked', async () => {
    await renderDetail(sessionFor('agent'), ticketDetail());
    fireEvent.click(within(box()).getByRole('checkbox', { name: /Catatan internal/ }));
    expect(within(box()).queryByRole('button', { name: 'Kirim & selesaikan' })).toBeNull();
  });
});

describe('the history of moves made together', { timeout: 20_000 }, () => {
  it('reads the later of two rows written at the same moment first (newest first)', async () => {
    const at = '2026-12-07T01:00:00.000Z';
    await renderDetail(
      sessionFor('user'),
      ticketDetail({
        histories: [
          { id: 1, user: PEOPLE.agent, field: 'assignee', from_value: null, to_value: 'Dimas Pratama', created_at: at },
          { id: 2, user: PEOPLE.agent, field: 'status', from_value: 'DIAJUKAN', to_value: 'DIKERJAKAN', created_at: at },
        ],
      }),
    );
    const items = within(screen.getByTestId('ticket-history')).getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(items[0]).toContain('mengubah status dari Diajukan menjadi Dikerjakan');
    expect(items[1]).toContain('mengubah agen');
  });
});

describe('the reply box of an unassigned ticket', { timeout: 20_000 }, () => {
  it('tells an agent why it only keeps internal notes, with Ambil tiket beside it', async () => {
    const writes: string[] = [];
    server.use(
      http.patch('*/helpdesk/api/tickets/1/agents', async ({ request }) => {
        writes.push(JSON.stringify(await request.json()));
        return HttpResponse.json(ticketDetail());
      }),
    );
    await renderDetail(sessionFor('agent'), unassigned());
    const hint = within(box()).getByTestId('unassigned-reply-hint');
    expect(hint.textContent).toContain('Tiket ini belum diambil siapa pun');
    expect((within(box()).getByRole('checkbox', { name: /Catatan internal/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(hint).getByRole('button', { name: /Ambil tiket/ }));
    await waitFor(() => expect(writes).toEqual([`{"assignee_id":${PEOPLE.agent.id}}`]));
  });

  it.each([
    ['an admin (who may answer any ticket)', 'admin', unassigned()],
    ['an agent on a published ticket (they may answer)', 'agent', unassigned({ is_published: true })],
    ['an agent on a locked ticket (the lock is the reason)', 'agent', unassigned({ is_locked: true })],
  ] as const)('says nothing to %s', async (_case, role, ticket) => {
    await renderDetail(sessionFor(role), ticket);
    expect(screen.queryByTestId('unassigned-reply-hint')).toBeNull();
  });
});
