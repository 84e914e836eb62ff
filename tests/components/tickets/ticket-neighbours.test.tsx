import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { ticketDetail } from '../../msw/handlers/tickets';
import { renderWithProviders } from '../render';
import { mockRouter } from '../router-mock';

// Previous / next from the ticket page (docs/ticket-tools.md). The list fixture filtered to
// DIAJUKAN holds tickets 1, 5, 9, 13, 17, 21 and 25, newest first.
const FROM_LIST = `list=${encodeURIComponent('status=DIAJUKAN')}`;
const listed: string[] = [];

beforeEach(() => {
  listed.length = 0;
  server.use(
    http.get('*/helpdesk/api/tickets/:id', ({ params }) => HttpResponse.json(ticketDetail({ id: Number(params.id), number: `HD-${String(params.id)}` }))),
    http.get('*/helpdesk/api/tickets', ({ request }) => {
      const search = new URL(request.url).search;
      if (!search.includes('requester=')) listed.push(search); // the requester's other tickets, beside

      return undefined; // answered by the shared list handler
    }),
  );
});

async function openTicket(id: number, query = FROM_LIST) {
  renderWithProviders(<TicketDetailView id={id} />, { session: sessionFor('agent'), path: `/tickets/${id}${query ? `?${query}` : ''}` });
  await screen.findByTestId('ticket-description');
}
const nav = () => screen.findByTestId('ticket-neighbours');
const button = async (name: string) => within(await nav()).getByRole('button', { name: new RegExp(name) }) as HTMLButtonElement;

describe('Sebelumnya / Berikutnya', { timeout: 20_000 }, () => {
  it('moves within the filtered list, keeping it in the address; the back link returns to it', async () => {
    await openTicket(5);
    await waitFor(async () => expect((await button('Berikutnya')).disabled).toBe(false));
    expect((await button('Sebelumnya')).disabled).toBe(false);
    expect(listed.every((search) => search.includes('status=DIAJUKAN'))).toBe(true);

    fireEvent.click(await button('Berikutnya'));
    expect(mockRouter.push).toHaveBeenLastCalledWith(`/tickets/9?${FROM_LIST}`);
    fireEvent.click(await button('Sebelumnya'));
    expect(mockRouter.push).toHaveBeenLastCalledWith(`/tickets/1?${FROM_LIST}`);
    expect(screen.getByRole('link', { name: /Kembali/ }).getAttribute('href')).toBe('/tickets?status=DIAJUKAN');
  });

  it('closes Sebelumnya on the first ticket', async () => {
    await openTicket(1);
    await waitFor(async () => expect((await button('Berikutnya')).disabled).toBe(false));
    expect((await button('Sebelumnya')).disabled).toBe(true);
  });

  it('closes Berikutnya on the last ticket of the list', async () => {
    await openTicket(25);
    await waitFor(async () => expect((await button('Sebelumnya')).disabled).toBe(false));
    expect((await button('Berikutnya')).disabled).toBe(true);
  });

  it('answers j and k outside text fields only', async () => {
    await openTicket(5);
    await waitFor(async () => expect((await button('Berikutnya')).disabled).toBe(false));
    mockRouter.push.mockClear();
    fireEvent.keyDown(await within(screen.getByTestId('new-comment')).findByRole('textbox'), { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'j', ctrlKey: true });
    expect(mockRouter.push).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(mockRouter.push).toHaveBeenLastCalledWith(`/tickets/9?${FROM_LIST}`);
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(mockRouter.push).toHaveBeenLastCalledWith(`/tickets/1?${FROM_LIST}`);
  });

  it('is not there without a list to walk, and asks no list', async () => {
    await openTicket(5, '');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('ticket-neighbours')).toBeNull();
    expect(listed).toEqual([]);
    expect(screen.getByRole('link', { name: /Kembali/ }).getAttribute('href')).toBe('/tickets');
  });
});
