import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import type { TicketDetail } from '@/utils/schemas/tickets';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { ticketDetail, ticketListItem } from '../../msw/handlers/tickets';
import { renderWithProviders } from '../render';
import { chooseOption } from './select-option';

function serveTicket(ticket: TicketDetail) {
  server.use(http.get('*/helpdesk/api/tickets/1', () => HttpResponse.json(ticket)));
}

describe('merging a duplicate ticket', { timeout: 20_000 }, () => {
  it("offers the requester's other tickets, posts the chosen one and opens it", async () => {
    const asked: string[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.get('*/helpdesk/api/tickets', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('requester') ?? '');
        return HttpResponse.json({ data: [ticketListItem({ id: 1 }), ticketListItem({ id: 5, number: 'HD-000005', title: 'Kenaikan pangkat saya' })], total: 2, page: 1, limit: 10 });
      }),
      http.post('*/helpdesk/api/tickets/1/merge', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ticketDetail({ id: 5, number: 'HD-000005' }));
      }),
    );
    serveTicket(ticketDetail());
    const { router } = renderWithProviders(<TicketDetailView id={1} />, { session: sessionFor('admin'), path: '/tickets/1' });
    await screen.findByTestId('ticket-description');
    fireEvent.click(screen.getByTestId('ticket-actions'));
    fireEvent.click(await screen.findByText('Gabungkan ke tiket lain'));

    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(new Set(asked)).toEqual(new Set(['7'])));
    await chooseOption('Tiket tujuan', 'HD-000005 · Kenaikan pangkat saya (Dikerjakan)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gabungkan' }));

    await waitFor(() => expect(bodies).toEqual([{ target_id: 5 }]));
    expect(await screen.findByText('Tiket digabungkan ke HD-000005')).toBeInTheDocument();
    expect(router.push).toHaveBeenCalledWith('/tickets/5');
  });

  it('leads from a merged ticket to its target and offers no merge on it', async () => {
    serveTicket(ticketDetail({ merged_into: { id: 5, number: 'HD-000005' } }));
    const { router } = renderWithProviders(<TicketDetailView id={1} />, { session: sessionFor('admin'), path: '/tickets/1' });

    expect((await screen.findByTestId('merged-notice')).textContent).toContain('Tiket ini sudah digabungkan ke HD-000005');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/tickets/5'));
    expect(screen.queryByTestId('ticket-actions')).toBeNull();
  });
});
