import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UserTable } from '@/components/users/user-table';
import { server } from '../msw/server';
import { USER_ROWS } from '../msw/handlers/users';
import { sessionFor } from '../msw/handlers/auth';
import { renderWithProviders } from './render';

/** Query strings of every GET /helpdesk/api/users msw received, in order. */
function recordUserListRequests() {
  const queries: Record<string, string>[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/helpdesk/api/users') queries.push(Object.fromEntries(url.searchParams));
  });
  return queries;
}

const bodyRows = () => screen.getByTestId('user-table').querySelectorAll('tbody tr.ant-table-row');
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

async function renderTable() {
  const queries = recordUserListRequests();
  renderWithProviders(<UserTable />, { session: sessionFor('admin'), path: '/admin/users' });
  await screen.findByText('Siti Rahmawati');
  return queries;
}

describe('UserTable', () => {
  it('asks for page 1 of 10 and renders those rows with the total', async () => {
    const queries = await renderTable();

    expect(queries).toEqual([{ page: '1', limit: '10' }]);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText(`${USER_ROWS.length} pengguna`)).toBeInTheDocument();
    const row = within(rowOf('Agus Prasetyo'));
    expect(row.getByText('agus.prasetyo')).toBeInTheDocument();
    expect(row.getByText('Pengguna')).toBeInTheDocument();
    expect(row.getByText('2 jam yang lalu')).toBeInTheDocument();
  });

  it('shows the Indonesian labels for a missing NIP, organisation and last sign-in', async () => {
    await renderTable();

    const google = within(rowOf('Eko Wahyudi'));
    expect(google.getByText('GOOGLE')).toBeInTheDocument();
    expect(google.getAllByText('-')).toHaveLength(2);
    expect(within(rowOf('Indah Permatasari')).getByText('Belum pernah masuk')).toBeInTheDocument();
  });

  it('sends the search term and goes back to page 1', async () => {
    const queries = await renderTable();
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('Maya Anggraini');

    const input = screen.getByPlaceholderText('Cari nama, nama pengguna atau NIP');
    fireEvent.change(input, { target: { value: 'santoso' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });

    expect(await screen.findByText('1 pengguna')).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ search: 'santoso', page: '1', limit: '10' });
    expect(bodyRows()).toHaveLength(1);
    expect(rowOf('Teguh Santoso')).toBeInTheDocument();
    expect(screen.getByTitle('1').classList.contains('ant-pagination-item-active')).toBe(true);
  });

  it('asks for page 2 when the next page is chosen', async () => {
    const queries = await renderTable();

    fireEvent.click(screen.getByTitle('2'));

    expect(await screen.findByText('Maya Anggraini')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Siti Rahmawati')).toBeNull());
    expect(queries).toEqual([
      { page: '1', limit: '10' },
      { page: '2', limit: '10' },
    ]);
    expect(bodyRows()).toHaveLength(10);
  });
});
