import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Session } from 'next-auth';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { PEOPLE, ticketDetail } from '../../msw/handlers/tickets';
import { renderWithProviders } from '../render';

function serveTicket(ticket: TicketDetail) {
  server.use(http.get('*/helpdesk/api/tickets/1', () => HttpResponse.json(ticket)));
}

async function renderDetail(session: Session, ticket = ticketDetail()) {
  serveTicket(ticket);
  const view = renderWithProviders(<TicketDetailView id={1} />, { session, path: '/tickets/1' });
  await screen.findByTestId('ticket-description');
  return view;
}

async function menuLabels(): Promise<string[]> {
  fireEvent.click(screen.getByTestId('ticket-actions'));
  const items = await screen.findAllByRole('menuitem');
  return items.map((item) => item.textContent ?? '');
}

const unrelatedUser = sessionFor('user', { id: PEOPLE.otherUser.id, name: PEOPLE.otherUser.name, username: PEOPLE.otherUser.username });
const unassignedAgent = sessionFor('agent', { id: PEOPLE.otherAgent.id, name: PEOPLE.otherAgent.name, username: PEOPLE.otherAgent.username });

// Ticket 1 (fixtures): asked by Budi (user 7), assigned to Dimas (agent 2), DIKERJAKAN, not published.
describe('TicketActionsMenu shows exactly what can() allows', { timeout: 20_000 }, () => {
  it('the requester (user): edit title and description, follow, delete', async () => {
    await renderDetail(sessionFor('user'));

    expect(await menuLabels()).toEqual(['Ubah judul', 'Ubah deskripsi', 'Ikuti', 'Hapus']);
  });

  it('an unrelated user on a published ticket: follow only', async () => {
    await renderDetail(unrelatedUser, ticketDetail({ is_published: true }));

    expect(await menuLabels()).toEqual(['Ikuti']);
  });

  it('the assigned agent: title, options, status, priority, reminder, follow', async () => {
    await renderDetail(sessionFor('agent'));

    expect(await menuLabels()).toEqual([
      'Ubah judul',
      'Kunci',
      'Terbitkan',
      'Sematkan',
      'Ubah status',
      'Ubah prioritas & sub-kategori',
      'Kirim pengingat',
      'Ikuti',
      'Gabungkan ke tiket lain',
    ]);
  });

  it('an agent the ticket is not assigned to: follow and merge', async () => {
    await renderDetail(unassignedAgent);

    expect(await menuLabels()).toEqual(['Ikuti', 'Gabungkan ke tiket lain']);
  });

  it('an admin: every option, agent change and delete, but not the requester-only edits', async () => {
    await renderDetail(sessionFor('admin'));

    expect(await menuLabels()).toEqual([
      'Kunci',
      'Terbitkan',
      'Sematkan',
      'Ubah status',
      'Ubah agen',
      'Ubah prioritas & sub-kategori',
      'Kirim pengingat',
      'Ikuti',
      'Gabungkan ke tiket lain',
      'Hapus',
    ]);
  });

  it('names toggles by the move they make and hides delete from a requester once SELESAI', async () => {
    await renderDetail(sessionFor('user'), ticketDetail({ status: { code: 'SELESAI', name: 'Selesai', color: 'success' }, is_subscribed: true }));

    expect(await menuLabels()).toEqual(['Ubah judul', 'Ubah deskripsi', 'Berhenti mengikuti']);
  });

  it('labels lock, publish and pin as undo moves when they are on', async () => {
    await renderDetail(sessionFor('admin'), ticketDetail({ is_locked: true, is_published: true, is_pinned: true }));

    expect((await menuLabels()).slice(0, 3)).toEqual(['Buka kunci', 'Batal terbit', 'Lepas sematan']);
  });

  it('locks the ticket with PUT /lock', async () => {
    const calls: string[] = [];
    server.use(
      http.put('*/helpdesk/api/tickets/1/lock', ({ request }) => {
        calls.push(request.method);
        return HttpResponse.json(ticketDetail({ is_locked: true }));
      }),
    );
    await renderDetail(sessionFor('agent'));
    await menuLabels();

    fireEvent.click(screen.getByText('Kunci'));

    await waitFor(() => expect(calls).toEqual(['PUT']));
    expect(await screen.findByText('Perubahan disimpan')).toBeInTheDocument();
  });

  it('offers only the next statuses of the lifecycle and sends the chosen one', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch('*/helpdesk/api/tickets/1/status', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ticketDetail({ status: { code: 'SELESAI', name: 'Selesai', color: 'success' } }));
      }),
    );
    await renderDetail(sessionFor('agent'));
    await menuLabels();
    fireEvent.click(screen.getByText('Ubah status'));

    const dialog = await screen.findByRole('dialog');
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Selesai', 'Ditolak']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(bodies).toEqual([{ status: 'SELESAI' }]));
  });

  it('shows an API refusal as a message', async () => {
    server.use(
      http.put('*/helpdesk/api/tickets/1/pin', () =>
        HttpResponse.json({ code: 'CONFLICT', message: 'Maksimal 3 tiket disematkan' }, { status: 409 }),
      ),
    );
    await renderDetail(sessionFor('admin'));
    await menuLabels();

    fireEvent.click(screen.getByText('Sematkan'));

    expect(await screen.findByText('Maksimal 3 tiket disematkan')).toBeInTheDocument();
  });
});
