import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RoleSelect } from '@/components/admin/role-select';
import type { UserListItem } from '@/utils/schemas/users';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { chooseNativeOption } from '../tickets/select-option';
import { renderWithProviders } from '../render';

const target: UserListItem = { id: 42, username: 'ani', name: 'Ani Lestari', group: 'MASTER', employee_number: null, organization_id: null, organization_name: null, current_role: 'user', last_login_at: null, deactivated_at: null };

function recordPatches(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.patch('*/helpdesk/api/users/42', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function chooseAndConfirm(role: string) {
  chooseNativeOption('Ubah peran Ani Lestari', role);
  const ok = await screen.findByRole('button', { name: 'Simpan' });
  fireEvent.click(ok);
}

describe('RoleSelect', { timeout: 20_000 }, () => {
  it('asks for confirmation, then PATCHes the new role', async () => {
    const bodies = recordPatches(() => HttpResponse.json({ ...target, current_role: 'agent' }));
    renderWithProviders(<RoleSelect user={target} />, { session: sessionFor('admin'), path: '/admin/users' });

    await chooseAndConfirm('Agen');

    await waitFor(() => expect(bodies).toEqual([{ role: 'agent' }]));
    expect(await screen.findByText('Peran Ani Lestari diubah menjadi Agen')).toBeInTheDocument();
  });

  it('shows the API message when the last admin would lose the role', async () => {
    const message = 'Admin terakhir tidak dapat diubah perannya';
    const admin = { ...target, current_role: 'admin' as const };
    const bodies = recordPatches(() => HttpResponse.json({ code: 'CONFLICT', message }, { status: 409 }));
    renderWithProviders(<RoleSelect user={admin} />, { session: sessionFor('admin'), path: '/admin/users' });

    await chooseAndConfirm('Pengguna');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(bodies).toEqual([{ role: 'user' }]);
  });
});
