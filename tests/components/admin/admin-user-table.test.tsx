import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdminUserTable } from '@/components/admin/admin-user-table';
import { server } from '../../msw/server';
import { USER_ROWS } from '../../msw/handlers/users';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

// The signed-in admin is the first row, Siti Rahmawati (id 100); Agus Prasetyo is id 101.
const SELF = USER_ROWS[0];
const AGUS = USER_ROWS[1];

async function renderTable() {
  renderWithProviders(<AdminUserTable />, { session: sessionFor('admin', { id: SELF.id }), path: '/admin/users' });
  await screen.findByText(SELF.name as string);
  return screen.getByTestId('user-table');
}

/** The laptop's cell of a column in a user's row (a phone has the same controls in one column). */
const cell = (table: HTMLElement, id: number, column: string) => within(table.querySelector(`tr[data-row-key="${id}"] td[data-column=${column}]`) as HTMLElement);

describe('AdminUserTable', { timeout: 20_000 }, () => {
  it('switches an account off after the confirmation; the own account cannot be switched', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('*/helpdesk/api/users/:id/activation', async ({ request, params }) => {
        bodies.push({ id: params.id, ...((await request.json()) as object) });
        return HttpResponse.json({ ...AGUS, deactivated_at: new Date().toISOString() });
      }),
    );
    const table = await renderTable();

    const own = cell(table, SELF.id, 'activation').getByRole('switch', { name: 'Akun Siti Rahmawati aktif' });
    expect((own as HTMLButtonElement).disabled).toBe(true);
    const toggle = cell(table, AGUS.id, 'activation').getByRole('switch', { name: 'Akun Agus Prasetyo aktif' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.textContent).toBe('Aktif');
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya' }));

    await waitFor(() => expect(bodies).toEqual([{ id: String(AGUS.id), active: false }]));
    expect(await screen.findByText('Akun Agus Prasetyo dinonaktifkan')).toBeInTheDocument();
  });

  it("opens a user's history in a drawer loaded on demand", async () => {
    server.use(
      http.get('*/helpdesk/api/users/:id/histories', ({ params }) =>
        HttpResponse.json({
          data: params.id === String(AGUS.id) ? [{ id: 1, action: 'login', description: 'Agus Prasetyo masuk pada aplikasi', ip_address: '10.0.0.8', user_agent: null, created_at: new Date().toISOString() }] : [],
          total: 1,
          page: 0,
          limit: 10,
        }),
      ),
    );
    const table = await renderTable();

    fireEvent.click(cell(table, AGUS.id, 'history').getByRole('button', { name: 'Riwayat' }));

    const drawer = await screen.findByRole('dialog', { name: 'Riwayat aktivitas Agus Prasetyo' }, { timeout: 5000 });
    expect(await within(drawer).findByText('Agus Prasetyo masuk pada aplikasi')).toBeInTheDocument();
    expect(within(drawer).getByText(/Alamat IP 10\.0\.0\.8/)).toBeInTheDocument();
  });
});
