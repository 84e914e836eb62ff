import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TicketListView } from '@/components/tickets/list/ticket-list-view';
import type { Role } from '@/utils/session-user';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';
import { chooseOption, tickChoice } from './select-option';

/** Query strings of every GET /helpdesk/api/tickets, in order. */
function recordListRequests() {
  const queries: Record<string, string>[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/helpdesk/api/tickets' && request.method === 'GET') queries.push(Object.fromEntries(url.searchParams));
  });
  return queries;
}

// The advanced filters and the load-error alert are chunks loaded on first use: slow on a busy machine.
const ON_DEMAND = { timeout: 5000 };
const tableRows = () => screen.getByTestId('ticket-table').querySelectorAll('tbody tr[data-row-key]');
/** One column's cell of a row (a phone shows status and age under the title as well). */
const cellOf = (row: HTMLElement, column: string) => within(row.querySelector(`td[data-column=${column}]`) as HTMLElement);
const lastPush = (router: { push: { mock: { calls: unknown[][] } } }) => router.push.mock.calls.at(-1)?.[0];

async function renderList(role: Role, path = '/tickets') {
  const queries = recordListRequests();
  const view = renderWithProviders(<TicketListView />, { session: sessionFor(role), path });
  await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
  return { ...view, queries };
}

describe('TicketListView', { timeout: 20_000 }, () => {
  it('shows a user the first page, the pinned strip and only the basic filters', async () => {
    const { queries } = await renderList('user');

    expect(tableRows()).toHaveLength(20);
    expect(screen.getByText('25 tiket')).toBeInTheDocument();
    const strip = await screen.findByTestId('pinned-strip');
    expect(within(strip).getByText('Disematkan')).toBeInTheDocument();
    expect(within(strip).getByText('HD-000003')).toBeInTheDocument();
    expect(within(strip).getByText('HD-000005')).toBeInTheDocument();
    expect(queries).toContainEqual({ limit: '20', page: '1', sort: 'newest' });
    expect(queries).toContainEqual({ limit: '3', page: '1', pinned: 'true' });
    expect(screen.getByPlaceholderText('Cari judul atau nomor tiket')).toBeInTheDocument();
    expect(screen.getByText('Tiket saya')).toBeInTheDocument();
    expect(screen.queryByText('Filter lanjutan')).toBeNull();
    expect(screen.queryByText('Ditugaskan ke saya')).toBeNull();
    expect(screen.getByRole('button', { name: /Buat Tiket/ })).toBeInTheDocument();
  });

  it('renders a row with number, status, priority, category, people and comment count', async () => {
    await renderList('user');

    const tr = screen.getByText('HD-000002').closest('tr') as HTMLElement;
    const row = within(tr);
    expect(row.getByText('Pertanyaan kenaikan pangkat nomor 2').closest('a')?.getAttribute('href')).toBe('/helpdesk/tickets/2?list=');
    expect(cellOf(tr, 'status').getByText('Dikerjakan').closest('[data-status]')?.getAttribute('data-status')).toBe('DIKERJAKAN');
    expect(cellOf(tr, 'priority').getByText('Sedang').closest('[data-priority]')?.getAttribute('data-priority')).toBe('SEDANG');
    expect(row.getByText('Kepangkatan dan Jabatan › Kenaikan Pangkat')).toBeInTheDocument();
    expect(row.getByText('Sari Dewi')).toBeInTheDocument();
    expect(row.getByText('Dimas Pratama')).toBeInTheDocument();
    expect(row.getByLabelText('Komentar: 2')).toBeInTheDocument();
    expect(cellOf(tr, 'created').getByText('2 jam yang lalu')).toBeInTheDocument();
  });

  it.each<Role>(['admin', 'agent'])('gives %s the advanced filter panel', async (role) => {
    await renderList(role);

    expect(screen.queryByTestId('advanced-filters')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Filter lanjutan/ }));

    const panel = await screen.findByTestId('advanced-filters', {}, ON_DEMAND);
    for (const label of ['Prioritas', 'Kategori', 'Sub-kategori', 'Agen', 'Penanya', 'Terbit', 'Disematkan']) {
      expect(within(panel).getByRole('combobox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByText('Ditugaskan ke saya')).toBeInTheDocument();
  });

  it('asks the API with the URL filters, arrays comma-joined, and opens the advanced panel', async () => {
    const { queries } = await renderList('admin', '/tickets?status=DIAJUKAN,SELESAI&priority=TINGGI,SEDANG&category=1&unassigned=true&page=1&limit=10');

    expect(queries).toContainEqual({
      category: '1',
      limit: '10',
      page: '1',
      priority: 'TINGGI,SEDANG',
      sort: 'newest',
      status: 'DIAJUKAN,SELESAI',
      unassigned: 'true',
    });
    expect(await screen.findByTestId('advanced-filters', {}, ON_DEMAND)).toBeInTheDocument();
    expect(tableRows()).toHaveLength(10);
  });

  it('drops URL values the API would refuse instead of failing the list', async () => {
    const { queries } = await renderList('user', '/tickets?page=abc&scope=everything&status=SELESAI');

    expect(queries).toContainEqual({ limit: '20', page: '1', sort: 'newest', status: 'SELESAI' });
  });

  it('puts a chosen status into the URL, comma-joined, back on page 1', async () => {
    const { router } = await renderList('user', '/tickets?status=DIAJUKAN&page=2&limit=5');

    tickChoice('Status 1 dipilih', 'Selesai');

    expect(lastPush(router)).toBe('/tickets?limit=5&status=DIAJUKAN,SELESAI');
  });

  it('puts an advanced filter into the URL', async () => {
    const { router } = await renderList('agent');
    fireEvent.click(screen.getByRole('button', { name: /Filter lanjutan/ }));
    await screen.findByTestId('advanced-filters', {}, ON_DEMAND);

    await chooseOption('Prioritas', 'Tinggi');
    expect(lastPush(router)).toBe('/tickets?priority=TINGGI');

    await chooseOption('Agen', 'Belum ditugaskan');
    expect(lastPush(router)).toBe('/tickets?unassigned=true');
  });

  it('searches and scopes to "Tiket saya" through the URL', async () => {
    const { router } = await renderList('user');

    const search = screen.getByPlaceholderText('Cari judul atau nomor tiket');
    fireEvent.change(search, { target: { value: ' pangkat ' } });
    fireEvent.submit(search); // Enter in the field submits its search form
    expect(lastPush(router)).toBe('/tickets?search=pangkat');

    fireEvent.click(screen.getByText('Tiket saya'));
    expect(lastPush(router)).toBe('/tickets?scope=mine');
  });

  it('says when the list cannot be loaded', async () => {
    server.use(http.get('*/helpdesk/api/tickets', () => HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 })));
    renderWithProviders(<TicketListView />, { session: sessionFor('user'), path: '/tickets' });

    expect((await screen.findByRole('alert', {}, ON_DEMAND)).textContent).toContain('Tiket tidak dapat dimuat.');
  });

  it('keeps the page in the URL when paging', async () => {
    const { router } = await renderList('user', '/tickets?sort=oldest');

    fireEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));

    expect(lastPush(router)).toBe('/tickets?page=2&sort=oldest');
  });
});
