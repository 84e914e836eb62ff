// Issue 11, staff tools on the ticket list: ticking rows for a bulk action with a confirmation
// that names how many tickets, and the SLA due markers in rows and in the ticket header.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TicketListView } from '@/components/tickets/list/ticket-list-view';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import type { Role } from '@/utils/session-user';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { hoursAgo, listTicketRows, TICKET_ROWS, ticketDetail } from '../../msw/handlers/tickets';
import { mockRouter } from '../router-mock';
import { renderWithProviders } from '../render';
import { chooseOption } from './select-option';

const HOUR = 3_600_000;
// The dialog and the toasts are chunks loaded on first use.
const SLOW = { timeout: 5000 };
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR + 10 * 60_000).toISOString();
const tableRows = () => screen.getByTestId('ticket-table').querySelectorAll('tbody tr[data-row-key]');
const rowOf = (number: string) => within(screen.getByText(number).closest('tr') as HTMLElement);

/** Bodies of every POST /tickets/bulk. */
function recordBulkRequests() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/helpdesk/api/tickets/bulk') bodies.push(await request.clone().json());
  });
  return bodies;
}

async function renderList(role: Role, path = '/tickets') {
  const view = renderWithProviders(<TicketListView />, { session: sessionFor(role), path });
  await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
  return view;
}

const checkbox = (number: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: `Pilih tiket ${number}` });
const tick = (number: string) => fireEvent.click(checkbox(number));

async function openAction(label: string) {
  fireEvent.click(within(screen.getByTestId('bulk-actions')).getByRole('button', { name: label }));
  return screen.findByRole('dialog', {}, SLOW);
}

describe('bulk actions', { timeout: 20_000 }, () => {
  it('users get no checkboxes and no bar', async () => {
    await renderList('user');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByTestId('bulk-actions')).toBeNull();
  });

  it('an admin ticks rows, picks a priority, reads how many tickets change and sends them all at once', async () => {
    const bodies = recordBulkRequests();
    await renderList('admin');
    expect(screen.queryByTestId('bulk-actions')).toBeNull();
    tick('HD-000001');
    tick('HD-000002');
    // Ticking never opens the ticket.
    expect(mockRouter.push).not.toHaveBeenCalled();

    const bar = screen.getByTestId('bulk-actions');
    expect(within(bar).getByText('2 tiket dipilih')).toBeInTheDocument();
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Tetapkan agen', 'Ubah status', 'Ubah prioritas', 'Batalkan pilihan']);

    const dialog = await openAction('Ubah prioritas');
    const send = within(dialog).getByRole('button', { name: 'Ubah 2 tiket' });
    await chooseOption('Prioritas baru', 'Tinggi');
    expect(await within(dialog).findByText('Prioritas 2 tiket akan diubah menjadi Tinggi')).toBeInTheDocument();
    fireEvent.click(send);

    expect(await screen.findByText('2 tiket diperbarui', {}, SLOW)).toBeInTheDocument();
    expect(bodies).toEqual([{ ids: [1, 2], action: 'priority', value: 'TINGGI' }]);
    await waitFor(() => expect(screen.queryByTestId('bulk-actions')).toBeNull());
    expect(checkbox('HD-000001').checked).toBe(false);
  });

  it('assigns to an agent by id, naming the agent in the confirmation', async () => {
    const bodies = recordBulkRequests();
    await renderList('admin');
    tick('HD-000001');
    tick('HD-000004');
    tick('HD-000007');
    const dialog = await openAction('Tetapkan agen');
    await chooseOption('Agen', 'Lukman Hakim');
    expect(await within(dialog).findByText('3 tiket akan ditugaskan kepada Lukman Hakim')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ubah 3 tiket' }));
    await screen.findByText('3 tiket diperbarui', {}, SLOW);
    expect(bodies).toEqual([{ ids: [1, 4, 7], action: 'assign', value: 3 }]);
  });

  it("an agent is not offered assigning, and is told which tickets they cannot change before anything is sent", async () => {
    const bodies = recordBulkRequests();
    await renderList('agent');
    // 2 is the agent's (DIKERJAKAN), 1 nobody's.
    tick('HD-000002');
    tick('HD-000001');
    const bar = screen.getByTestId('bulk-actions');
    expect(within(bar).queryByRole('button', { name: 'Tetapkan agen' })).toBeNull();

    const dialog = await openAction('Ubah status');
    await chooseOption('Status baru', 'Selesai');
    expect(await within(dialog).findByText('Tidak dapat Anda ubah: HD-000001. Hapus dari pilihan untuk melanjutkan.')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('bulk-question')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ubah 2 tiket' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bodies).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('names tickets whose status cannot move there', async () => {
    await renderList('admin');
    tick('HD-000002'); // DIKERJAKAN
    tick('HD-000003'); // SELESAI
    const dialog = await openAction('Ubah status');
    await chooseOption('Status baru', 'Selesai');
    expect(await within(dialog).findByText('Tidak dapat Anda ubah: HD-000003. Hapus dari pilihan untuk melanjutkan.')).toBeInTheDocument();
  });

  it("shows the API's refusal and keeps the dialog and the selection", async () => {
    server.use(
      http.post('*/helpdesk/api/tickets/bulk', () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'Anda tidak berwenang mengubah tiket HD-000002; tidak ada tiket yang diubah' }, { status: 403 }),
      ),
    );
    await renderList('admin');
    tick('HD-000002');
    const dialog = await openAction('Ubah prioritas');
    await chooseOption('Prioritas baru', 'Rendah');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ubah 1 tiket' }));
    expect(await screen.findByText('Anda tidak berwenang mengubah tiket HD-000002; tidak ada tiket yang diubah', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('1 tiket dipilih')).toBeInTheDocument();
  });

  it('ticks the whole page from the header, named in Indonesian', async () => {
    await renderList('admin');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih semua tiket di halaman ini' }));
    expect(screen.getByText('20 tiket dipilih')).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox', { name: /Select/ })).toHaveLength(0);
  });

  it('"Batalkan pilihan" clears the ticks', async () => {
    await renderList('agent');
    tick('HD-000002');
    fireEvent.click(screen.getByRole('button', { name: 'Batalkan pilihan' }));
    expect(screen.queryByTestId('bulk-actions')).toBeNull();
    expect(checkbox('HD-000002').checked).toBe(false);
  });
});

describe('due markers', { timeout: 20_000 }, () => {
  const rows = TICKET_ROWS.map((t) =>
    t.id === 1 ? { ...t, due_at: hoursAgo(3) } : t.id === 2 ? { ...t, due_at: inHours(2) } : t.id === 6 ? { ...t, due_at: inHours(30) } : t,
  );
  const serveRows = () => server.use(http.get('*/helpdesk/api/tickets', ({ request }) => HttpResponse.json(listTicketRows(new URL(request.url), rows))));

  it.each(['admin', 'agent'] as const)('%s sees "Terlambat" in red and "Jatuh tempo" in orange, nothing further out', async (role) => {
    serveRows();
    await renderList(role);
    const late = rowOf('HD-000001').getByTestId('due-marker');
    expect(late.textContent).toBe('Terlambat 3 jam');
    expect(late.getAttribute('data-due')).toBe('overdue');
    expect(late.className).toMatch(/\btag-red\b/);
    const soon = rowOf('HD-000002').getByTestId('due-marker');
    expect(soon.textContent).toBe('Jatuh tempo 2 jam lagi');
    expect(soon.className).toMatch(/\btag-orange\b/);
    expect(rowOf('HD-000006').queryByTestId('due-marker')).toBeNull();
    expect(screen.getAllByTestId('due-marker')).toHaveLength(2);
  });

  it('users see no markers', async () => {
    serveRows();
    await renderList('user');
    expect(screen.queryAllByTestId('due-marker')).toHaveLength(0);
  });

  it('the advanced panel filters by due time through the URL', async () => {
    await renderList('admin');
    fireEvent.click(screen.getByRole('button', { name: /Filter lanjutan/ }));
    await screen.findByTestId('advanced-filters');
    await chooseOption('Jatuh tempo', 'Terlambat');
    expect((mockRouter.push.mock.calls as unknown[][]).at(-1)?.[0]).toBe('/tickets?due=overdue');
  });

  it('a due filter in the URL opens the panel and goes to the API', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/helpdesk/api/tickets') asked.push(url.searchParams.get('due') ?? '');
    });
    await renderList('agent', '/tickets?due=soon');
    expect(await screen.findByTestId('advanced-filters')).toBeInTheDocument();
    expect(asked).toContain('soon');
  });

  it.each([
    ['admin', 1],
    ['user', 0],
  ] as const)('the ticket header shows the marker to %s: %i', async (role, count) => {
    server.use(http.get('*/helpdesk/api/tickets/1', () => HttpResponse.json(ticketDetail({ due_at: hoursAgo(5) }))));
    renderWithProviders(<TicketDetailView id={1} />, { session: sessionFor(role), path: '/tickets/1' });
    await screen.findByTestId('ticket-description');
    expect(screen.queryAllByTestId('due-marker')).toHaveLength(count);
    if (count) expect(screen.getByTestId('due-marker').textContent).toBe('Terlambat 5 jam');
  });
});
