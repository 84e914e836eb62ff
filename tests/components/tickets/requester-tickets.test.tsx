import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RequesterTickets } from '@/components/tickets/detail/requester-tickets';
import { formatDate } from '@/utils/format/date';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { ticketDetail, ticketListItem } from '../../msw/handlers/tickets';
import { renderWithProviders } from '../render';

function serveRequesterTickets(total: number) {
  const asked: string[] = [];
  server.use(
    http.get('*/helpdesk/api/tickets', ({ request }) => {
      asked.push(new URL(request.url).search);
      const data = [ticketListItem({ id: 1 }), ticketListItem({ id: 4, title: 'Cuti besar saya', status: { code: 'SELESAI', name: 'Selesai', color: 'success' } })];
      return HttpResponse.json({ data, total, page: 1, limit: 10 });
    }),
  );
  return asked;
}

describe("the requester's other tickets beside a ticket", () => {
  it('shows staff the other tickets with number, date and status, linking each and the rest of the list', async () => {
    const asked = serveRequesterTickets(14);
    renderWithProviders(<RequesterTickets ticket={ticketDetail()} />, { session: sessionFor('agent'), path: '/tickets/1' });

    const panel = await screen.findByTestId('requester-tickets');
    const link = await within(panel).findByRole('link', { name: 'Cuti besar saya' });
    expect(link.getAttribute('href')).toBe('/tickets/4');
    expect(panel.textContent).toContain(`HD-000004 · ${formatDate(ticketListItem({ id: 4 }).created_at)}`);
    expect(panel.textContent).toContain('Selesai');
    expect(within(panel).queryByRole('link', { name: /Pertanyaan kenaikan pangkat nomor 1$/ })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Lihat 12 tiket lainnya' }).getAttribute('href')).toBe('/tickets?requester=7');
    expect(asked).toEqual(['?limit=10&requester=7&sort=newest']);
  });

  it('says so when the requester asked nothing else', async () => {
    server.use(http.get('*/helpdesk/api/tickets', () => HttpResponse.json({ data: [ticketListItem({ id: 1 })], total: 1, page: 1, limit: 10 })));
    renderWithProviders(<RequesterTickets ticket={ticketDetail()} />, { session: sessionFor('admin'), path: '/tickets/1' });

    expect(await screen.findByText('Penanya belum pernah membuat tiket lain.')).toBeTruthy();
  });

  it('shows nothing to the requester and asks for nothing', async () => {
    const asked = serveRequesterTickets(2);
    const { container } = renderWithProviders(<RequesterTickets ticket={ticketDetail()} />, { session: sessionFor('user'), path: '/tickets/1' });

    await waitFor(() => expect(container.textContent).toBe(''));
    expect(asked).toEqual([]);
  });
});
