import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UserTable } from '@/components/users/user-table';
import { USER_ROWS } from '../msw/handlers/users';
import { sessionFor } from '../msw/handlers/auth';
import { recordGets } from './record-requests';
import { renderWithProviders } from './render';

const bodyRows = () => screen.getByTestId('user-table').querySelectorAll('tbody tr[data-row-key]');
const pageButton = (n: number) => screen.getByRole('button', { name: `Halaman ${n}` });
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

async function renderTable() {
  const queries = recordGets('/helpdesk/api/users');
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
    expect(google.getByText('Umum (Google)')).toBeInTheDocument();
    expect(google.getAllByText('-')).toHaveLength(2);
    expect(within(rowOf('Indah Permatasari')).getByText('Belum pernah masuk')).toBeInTheDocument();
  });

  it('sends the search term and goes back to page 1', async () => {
    const queries = await renderTable();
    fireEvent.click(pageButton(2));
    await screen.findByText('Maya Anggraini');

    const input = screen.getByPlaceholderText('Cari nama, nama pengguna atau NIP');
    fireEvent.change(input, { target: { value: 'santoso' } });
    fireEvent.submit(input); // Enter in the field submits its search form

    expect(await screen.findByText('1 pengguna')).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ search: 'santoso', page: '1', limit: '10' });
    expect(bodyRows()).toHaveLength(1);
    expect(rowOf('Teguh Santoso')).toBeInTheDocument();
    expect(pageButton(1).getAttribute('aria-current')).toBe('page');
  });

  it('asks for page 2 when the next page is chosen', async () => {
    const queries = await renderTable();

    fireEvent.click(pageButton(2));

    expect(await screen.findByText('Maya Anggraini')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Siti Rahmawati')).toBeNull());
    expect(queries).toEqual([
      { page: '1', limit: '10' },
      { page: '2', limit: '10' },
    ]);
    expect(bodyRows()).toHaveLength(10);
  });
});
