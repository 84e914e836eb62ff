import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { AccountCard } from '@/components/home/account-card';
import { server } from '../msw/server';
import { internalError, userInformation } from '../msw/handlers/users';
import { sessionFor } from '../msw/handlers/auth';
import { renderWithProviders } from './render';

/** The value (<dd>) next to a label (<dt>). */
function field(label: string): HTMLElement {
  const content = screen.getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(content instanceof HTMLElement)) throw new Error(`No value next to "${label}"`);
  return content;
}

describe('AccountCard', () => {
  it('loads the account from /helpdesk/api/users/information and shows it in Indonesian', async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => requested.push(request.url));
    renderWithProviders(<AccountCard />, { session: sessionFor('user') });

    expect(await screen.findByTestId('account-card')).toBeInTheDocument();
    expect(requested).toEqual(['http://localhost:3000/helpdesk/api/users/information']);
    expect(screen.getByText('Data akun')).toBeInTheDocument();
    expect(field('Nama pengguna').textContent).toBe('budi.santoso');
    expect(field('NIP / Nomor pegawai').textContent).toBe('199001012020011001');
    // In words (issue 31): the unit's name, not its id; the account's origin, not the group code.
    expect(field('Unit organisasi').textContent).toBe('Badan Kepegawaian Daerah');
    expect(within(field('Asal akun')).getByText('ASN (SIMASTER)').classList.contains('tag')).toBe(true);
    expect(screen.queryByText('MASTER')).toBeNull();
    expect(screen.queryByText('BKD.01')).toBeNull();
    expect(field('Peran').textContent).toBe('Pengguna');
    expect(field('Terakhir masuk').textContent).toBe('3 jam yang lalu');
  });

  it('says a missing NIP and unit plainly, and a Google account in words', async () => {
    server.use(
      http.get('*/helpdesk/api/users/information', () =>
        HttpResponse.json(userInformation({ group: 'GOOGLE', employee_number: null, organization_id: null, organization_name: null })),
      ),
    );
    renderWithProviders(<AccountCard />, { session: sessionFor('user') });

    await screen.findByTestId('account-card');
    expect(field('NIP / Nomor pegawai').textContent).toBe('-');
    expect(field('Unit organisasi').textContent).toBe('Belum tercatat');
    expect(field('Asal akun').textContent).toBe('Umum (Google)');
  });

  it('shows the Indonesian error alert when the API answers 500', async () => {
    server.use(http.get('*/helpdesk/api/users/information', internalError));
    renderWithProviders(<AccountCard />, { session: sessionFor('user') });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Data akun tidak dapat dimuat.');
    expect(screen.queryByTestId('account-card')).toBeNull();
  });
});
