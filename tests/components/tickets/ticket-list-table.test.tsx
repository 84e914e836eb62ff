// The ticket table of our own (components/ui/data-table): header sorts, row checkboxes with the
// page's tri-state box, loading and empty states, the pager; the list view's URL wiring is in
// ticket-list*.test.tsx.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { TicketTable } from '@/components/tickets/list/ticket-table';
import { nextSortOf } from '@/components/tickets/list/column-sorts';
import { pageItems } from '@/components/ui/data-table/page-items';
import type { TicketSort } from '@/utils/schemas/ticket-codes';
import { TICKET_ROWS } from '../../msw/handlers/tickets';
import { mockRouter } from '../router-mock';
import { renderWithProviders } from '../render';

const PAGE = { data: TICKET_ROWS.slice(0, 3), total: 25, page: 1, limit: 3 };
type TableProps = Parameters<typeof TicketTable>[0];

function renderTable(props: Partial<TableProps> = {}) {
  const onPageChange = vi.fn();
  renderWithProviders(<TicketTable data={PAGE} loading={false} page={1} limit={3} onPageChange={onPageChange} {...props} />, { path: '/tickets' });
  return { onPageChange, table: screen.getByTestId('ticket-table') };
}

/** A table whose selection lives in state, as in the list view. */
function SelectableTable() {
  const [ids, setIds] = useState<number[]>([]);
  return <TicketTable data={PAGE} loading={false} page={1} limit={3} onPageChange={() => {}} selection={{ selectedIds: ids, onChange: setIds }} />;
}

const pageBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Pilih semua tiket di halaman ini' });
const rowBox = (number: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: `Pilih tiket ${number}` });

describe('ticket table', { timeout: 20_000 }, () => {
  it('is a semantic table: column headers, one row per ticket, the title linking to it', () => {
    const { table } = renderTable();
    const headers = within(table).getAllByRole('columnheader').map((th) => [th.textContent, th.getAttribute('scope')]);
    expect(headers).toEqual(['Judul', 'Status', 'Prioritas', 'Kategori', 'Penanya', 'Agen', 'Dibuat', 'Diperbarui'].map((name) => [name, 'col']));
    expect(table.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: TICKET_ROWS[0].title }).getAttribute('href')).toBe(`/helpdesk/tickets/${TICKET_ROWS[0].id}`);
  });

  it('sorts with header buttons that show the current direction; headers without onSortChange are plain', () => {
    const onSortChange = vi.fn();
    const { table } = renderTable({ sort: 'priority', onSortChange });
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    expect(header('Prioritas').getAttribute('aria-sort')).toBe('descending');
    expect(header('Judul').hasAttribute('aria-sort')).toBe(false);
    expect(within(header('Penanya')).queryByRole('button')).toBeNull();

    fireEvent.click(within(header('Prioritas')).getByRole('button', { name: 'Prioritas' }));
    fireEvent.click(within(header('Status')).getByRole('button', { name: 'Status' }));
    expect(onSortChange.mock.calls).toEqual([['priority_asc'], ['status_asc']]);
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('cycles a header between its two directions, starting A–Z or with the newest/highest', () => {
    const cycle = (column: Parameters<typeof nextSortOf>[0], from: TicketSort) => {
      const first = nextSortOf(column, from);
      return [first, nextSortOf(column, first), nextSortOf(column, nextSortOf(column, first))];
    };
    expect(cycle('title', 'newest')).toEqual(['title_asc', 'title_desc', 'title_asc']);
    expect(cycle('status', 'newest')).toEqual(['status_asc', 'status_desc', 'status_asc']);
    expect(cycle('priority', 'newest')).toEqual(['priority', 'priority_asc', 'priority']);
    expect(cycle('created', 'title_asc')).toEqual(['newest', 'oldest', 'newest']);
    expect(cycle('updated', 'newest')).toEqual(['updated', 'updated_asc', 'updated']);
  });

  it('ticks rows and the whole page, the header box half-ticked in between; ticking never opens a ticket', () => {
    renderWithProviders(<SelectableTable />, { path: '/tickets' });
    expect(pageBox().checked).toBe(false);

    fireEvent.click(rowBox(TICKET_ROWS[1].number));
    expect(rowBox(TICKET_ROWS[1].number).checked).toBe(true);
    expect(pageBox().indeterminate).toBe(true);
    expect(rowBox(TICKET_ROWS[1].number).closest('tr')?.hasAttribute('data-selected')).toBe(true);

    fireEvent.click(pageBox());
    expect(TICKET_ROWS.slice(0, 3).map((t) => rowBox(t.number).checked)).toEqual([true, true, true]);
    expect([pageBox().checked, pageBox().indeterminate]).toEqual([true, false]);

    // A click in the checkbox cell but beside the box is left alone too.
    fireEvent.click(rowBox(TICKET_ROWS[0].number).closest('td') as HTMLElement);
    fireEvent.click(pageBox());
    expect(TICKET_ROWS.slice(0, 3).map((t) => rowBox(t.number).checked)).toEqual([false, false, false]);
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('has no checkboxes without a selection', () => {
    renderTable();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('keeps the rows while loading, marked busy under a veil', () => {
    const { table } = renderTable({ loading: true });
    expect(within(table).getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(table.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(3);
  });

  it('shows the shared empty state, and no pager, when there is no ticket', () => {
    const { table } = renderTable({ data: { data: [], total: 0, page: 1, limit: 20 }, emptyText: 'Belum ada tiket.' });
    expect(within(table).getByTestId('empty-state').textContent).toContain('Belum ada tiket.');
    expect(within(table).getByRole('table').getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows neither rows nor the empty state before the first answer', () => {
    const { table } = renderTable({ data: undefined, loading: true });
    expect(within(table).queryByTestId('empty-state')).toBeNull();
    expect(table.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(0);
  });
});

describe('pager', { timeout: 20_000 }, () => {
  it('names the total, the pages with gaps, and the current page', () => {
    renderTable({ page: 5, limit: 2 });
    const nav = screen.getByRole('navigation', { name: 'Halaman daftar tiket' });
    expect(within(nav).getByText('25 tiket')).toBeInTheDocument();
    const pages = within(nav).getAllByRole('button', { name: /^Halaman \d+$/ }).map((b) => b.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '13']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(within(nav).getByRole('button', { name: 'Halaman 5' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Halaman 4' }).hasAttribute('aria-current')).toBe(false);
  });

  it('goes to a page, the previous and the next one, with the page size', () => {
    const { onPageChange } = renderTable({ page: 2, limit: 10 });
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Halaman sebelumnya' }));
    fireEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    expect(onPageChange.mock.calls).toEqual([[3, 10], [1, 10], [3, 10]]);
  });

  it('cannot go before the first page or past the last', () => {
    const { table } = renderTable({ page: 1, limit: 20 });
    expect(within(table).getByRole<HTMLButtonElement>('button', { name: 'Halaman sebelumnya' }).disabled).toBe(true);
    expect(within(table).getByRole<HTMLButtonElement>('button', { name: 'Halaman berikutnya' }).disabled).toBe(false);
    renderTable({ page: 2, limit: 20, testId: 'second' });
    expect(within(screen.getByTestId('second')).getByRole<HTMLButtonElement>('button', { name: 'Halaman berikutnya' }).disabled).toBe(true);
  });

  it('says "more than" for a capped total, and next stays open past its last page', () => {
    const capped = { ...PAGE, total: 10_000, total_capped: true as const };
    const { table } = renderTable({ data: capped, page: 500, limit: 20 });
    const nav = within(table).getByRole('navigation', { name: 'Halaman daftar tiket' });
    expect(within(nav).getByText('lebih dari 10.000 tiket')).toBeInTheDocument();
    expect(within(nav).getByRole<HTMLButtonElement>('button', { name: 'Halaman berikutnya' }).disabled).toBe(false);
    renderTable({ data: capped, page: 501, limit: 20, testId: 'beyond' });
    const beyond = within(screen.getByTestId('beyond')).getByRole('navigation', { name: 'Halaman daftar tiket' });
    expect(within(beyond).getByRole('button', { name: 'Halaman 501' }).getAttribute('aria-current')).toBe('page');
  });

  it('changes the page size with a native select of 10/20/50/100 (and the URL\'s own size)', () => {
    const { onPageChange } = renderTable({ page: 2, limit: 5 });
    const size = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Tiket per halaman' });
    expect([...size.options].map((o) => o.textContent)).toEqual(['5 / halaman', '10 / halaman', '20 / halaman', '50 / halaman', '100 / halaman']);
    expect(size.value).toBe('5');
    fireEvent.change(size, { target: { value: '50' } });
    expect(onPageChange).toHaveBeenCalledWith(2, 50);
  });

  it('lists every page when there are few, otherwise first, last and the current one with its neighbours', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
    expect(pageItems(5, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
    expect(pageItems(8, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
    expect(pageItems(50, 100)).toEqual([1, 'gap', 49, 50, 51, 'gap', 100]);
  });
});
