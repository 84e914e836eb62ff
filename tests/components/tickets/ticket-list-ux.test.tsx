// Issue 11, ticket list: search as you type, the no-match text, header sorts, whole-row clicks,
// one-line categories and the "Balasan baru" marker (cleared when the ticket is opened).
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TicketListView } from '@/components/tickets/list/ticket-list-view';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import { ticketKeys } from '@/hooks/query-keys';
import type { Paginated } from '@/utils/schemas/common';
import type { TicketListItem } from '@/utils/schemas/tickets';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { listTicketRows, TICKET_ROWS } from '../../msw/handlers/tickets';
import { mockRouter } from '../router-mock';
import { renderWithProviders } from '../render';
import cellStyles from '@/components/tickets/list/ticket-cells.module.css';

const tableRows = () => screen.getByTestId('ticket-table').querySelectorAll('tbody tr[data-row-key]');
const pushes = () => (mockRouter.push.mock.calls as unknown[][]).map((call) => call[0]);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const statusCell = (text: string) => rowOf(text).querySelector('td[data-column=status]') as HTMLElement;
const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

async function renderList(path = '/tickets') {
  const view = renderWithProviders(<TicketListView />, { session: sessionFor('user'), path });
  await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
  return view;
}

describe('search as you type', { timeout: 20_000 }, () => {
  it('puts the term into the URL once typing pauses for 300 ms, without a button', async () => {
    await renderList();
    const search = screen.getByRole('searchbox', { name: 'Cari judul atau nomor tiket' });
    // Only the debounce timer is faked, once the list has loaded: the 300 ms are exact, whatever the machine's load.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(search, { target: { value: 'pa' } });
      act(() => vi.advanceTimersByTime(150));
      fireEvent.change(search, { target: { value: 'pangkat ' } });
      act(() => vi.advanceTimersByTime(299));
      expect(pushes()).toEqual([]);
      act(() => vi.advanceTimersByTime(1));
      expect(pushes()).toEqual(['/tickets?search=pangkat']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still searches at once on Enter, and does not search again when the pause ends', async () => {
    await renderList();
    const search = screen.getByRole('searchbox', { name: 'Cari judul atau nomor tiket' });

    fireEvent.change(search, { target: { value: 'SIASN' } });
    fireEvent.submit(search); // Enter in the field submits its search form
    expect(pushes()).toEqual(['/tickets?search=SIASN']);
    await sleep(400);
    expect(pushes()).toEqual(['/tickets?search=SIASN']);
  });

  it('says no ticket matches the term, in the shared empty state', async () => {
    server.use(http.get('*/helpdesk/api/tickets', ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json(url.searchParams.get('search') ? { data: [], total: 0, page: 1, limit: 20 } : listTicketRows(url));
    }));
    renderWithProviders(<TicketListView />, { session: sessionFor('user'), path: '/tickets?search=zzz' });

    const empty = await within(screen.getByTestId('ticket-table')).findByTestId('empty-state');
    expect(empty.textContent).toBe('Tidak ada tiket yang cocok dengan “zzz”');
    expect((screen.getByRole('searchbox', { name: 'Cari judul atau nomor tiket' }) as HTMLInputElement).value).toBe('zzz');
  });
});

describe('sorting by column header', { timeout: 20_000 }, () => {
  it('asks for the column sort through the URL, and toggles its direction', async () => {
    const { unmount } = await renderList();
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    // A sortable header holds a button named like the column.
    const sortBy = (name: string) => fireEvent.click(within(header(name)).getByRole('button', { name }));
    expect(header('Dibuat').getAttribute('aria-sort')).toBe('descending');

    sortBy('Judul');
    expect(pushes().at(-1)).toBe('/tickets?sort=title_asc');
    sortBy('Prioritas');
    expect(pushes().at(-1)).toBe('/tickets?sort=priority');
    unmount();

    await renderList('/tickets?sort=title_asc&status=SELESAI');
    expect(header('Judul').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Dibuat').getAttribute('aria-sort')).toBeNull();
    sortBy('Judul');
    expect(pushes().at(-1)).toBe('/tickets?sort=title_desc&status=SELESAI');
    sortBy('Dibuat');
    expect(pushes().at(-1)).toBe('/tickets?status=SELESAI');
  });

  it('offers every sort in the order picker too (phones have fewer headers)', async () => {
    await renderList('/tickets?sort=status_desc');
    expect(within(screen.getByRole('combobox', { name: 'Urutan' })).getByRole('option', { name: 'Status Z–A', selected: true })).toBeInTheDocument();
  });
});

describe('rows', { timeout: 20_000 }, () => {
  it('open the ticket from a click anywhere on the row, carrying the list for its previous / next', async () => {
    await renderList('/tickets?status=DIKERJAKAN&sort=oldest');
    fireEvent.click(within(statusCell('HD-000002')).getByText('Dikerjakan'));
    expect(pushes()).toEqual([`/tickets/2?list=${encodeURIComponent('sort=oldest&status=DIKERJAKAN')}`]);
  });

  it('leave ctrl-, shift- and middle-clicks and clicks on links to the browser', async () => {
    await renderList();
    const row = rowOf('HD-000002');
    const status = within(statusCell('HD-000002')).getByText('Dikerjakan');
    fireEvent.click(status, { ctrlKey: true });
    fireEvent.click(status, { shiftKey: true });
    fireEvent.click(status, { button: 1 });
    const link = within(row).getByRole('link', { name: 'Pertanyaan kenaikan pangkat nomor 2' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link, { ctrlKey: true });
    expect(pushes()).toEqual([]);
  });

  it('keep the category on one line, cut with an ellipsis, the full text in a tooltip', async () => {
    await renderList();
    const cell = within(rowOf('HD-000002')).getByTestId('category-cell');
    // The one line and its ellipsis are the module's rule (seen in Chromium by tests/e2e/tickets.test.ts).
    expect(cell.className).toBe(cellStyles.category);
    expect(cell.textContent).toBe('Kepangkatan dan Jabatan › Kenaikan Pangkat');

    fireEvent.mouseEnter(cell);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Kepangkatan dan Jabatan › Kenaikan Pangkat');
  });

  it('mark tickets with a new reply: "Balasan baru" and a bold title', async () => {
    const rows = TICKET_ROWS.map((t) => (t.id === 4 ? { ...t, unread: true } : t));
    server.use(http.get('*/helpdesk/api/tickets', ({ request }) => HttpResponse.json(listTicketRows(new URL(request.url), rows))));
    await renderList();

    const unread = within(rowOf('HD-000004'));
    expect(unread.getByTestId('unread-marker').textContent).toBe('Balasan baru');
    expect(unread.getByText('Pertanyaan kenaikan pangkat nomor 4').tagName).toBe('STRONG');
    const read = within(rowOf('HD-000002'));
    expect(read.queryByTestId('unread-marker')).toBeNull();
    expect(read.getByText('Pertanyaan kenaikan pangkat nomor 2').tagName).not.toBe('STRONG');
  });
});

describe('opening a ticket', { timeout: 20_000 }, () => {
  it('records the read with PUT .../read and clears the marker in the cached list', async () => {
    const reads: string[] = [];
    server.use(http.put('*/helpdesk/api/tickets/:id/read', ({ params }) => {
      reads.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }));
    const { queryClient } = renderWithProviders(<TicketDetailView id={1} />, { session: sessionFor('user'), path: '/tickets/1' });
    const listKey = ticketKeys.list({ page: 1 });
    const cached: Paginated<TicketListItem> = { data: TICKET_ROWS.slice(0, 2).map((t) => ({ ...t, unread: true })), total: 2, page: 1, limit: 20 };
    queryClient.setQueryData(listKey, cached);
    await screen.findByTestId('ticket-description');

    await waitFor(() => expect(reads).toEqual(['1']));
    await waitFor(() => expect(queryClient.getQueryData<Paginated<TicketListItem>>(listKey)?.data.map((t) => t.unread)).toEqual([false, true]));
  });
});
