import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AuthGuard } from '@/components/layout/auth-guard';
import { server } from '../msw/server';
import { sessionFor, sessionHandler } from '../msw/handlers/auth';
import { renderWithProviders } from './render';
import { setPageURL } from './page-url';

const page = <p>Isi halaman rahasia</p>;

describe('AuthGuard', () => {
  it('shows the full-screen loading view while the session is loading', async () => {
    server.use(sessionHandler(sessionFor('admin'), { delayMs: 100 }));
    renderWithProviders(<AuthGuard auth={{}}>{page}</AuthGuard>);

    const loading = screen.getByTestId('full-screen-loading');
    expect(loading.getAttribute('role')).toBe('status');
    expect(within(loading).getByRole('img', { name: 'BKD Provinsi Jawa Timur' }).getAttribute('src')).toBe('/helpdesk/logo.svg');
    expect(loading.querySelector('.shell-spinner')).not.toBeNull();
    expect(screen.queryByText('Isi halaman rahasia')).toBeNull();

    expect(await screen.findByText('Isi halaman rahasia')).toBeInTheDocument();
    expect(screen.queryByTestId('full-screen-loading')).toBeNull();
  });

  it('shows Tidak berwenang (Not Authorized) when the session has no user', async () => {
    server.use(sessionHandler({ expires: '2099-01-01T00:00:00.000Z' } as never));
    renderWithProviders(<AuthGuard auth={{}}>{page}</AuthGuard>);

    expect(await screen.findByText('Tidak berwenang')).toBeInTheDocument();
    expect(screen.getByText('Anda tidak memiliki akses ke halaman ini.')).toBeInTheDocument();
    expect(screen.queryByText('Isi halaman rahasia')).toBeNull();
  });

  it('shows Tidak berwenang (Not Authorized) when the role is not among the page roles', async () => {
    renderWithProviders(<AuthGuard auth={{ roles: ['admin'] }}>{page}</AuthGuard>, { session: sessionFor('agent') });

    // The view is loaded on demand (next/dynamic).
    expect(await screen.findByText('Tidak berwenang')).toBeInTheDocument();
    expect(screen.queryByText('Isi halaman rahasia')).toBeNull();
  });

  it('shows Tidak berwenang (Not Authorized) when the role lacks the page permission', async () => {
    renderWithProviders(<AuthGuard auth={{ permission: 'manage-users' }}>{page}</AuthGuard>, { session: sessionFor('agent') });

    expect(await screen.findByText('Tidak berwenang')).toBeInTheDocument();
    expect(screen.queryByText('Isi halaman rahasia')).toBeNull();
  });

  it('renders the page for an allowed role', () => {
    renderWithProviders(
      <AuthGuard auth={{ roles: ['admin', 'agent'], permission: 'manage-users' }}>{page}</AuthGuard>,
      { session: sessionFor('admin') },
    );

    expect(screen.getByText('Isi halaman rahasia')).toBeInTheDocument();
    expect(screen.queryByText('Tidak berwenang')).toBeNull();
  });

  it('sends an unauthenticated visitor to the basePath sign-in with SessionRequired and the current page', async () => {
    setPageURL('http://localhost:3000/helpdesk/admin/users?page=2');
    server.use(sessionHandler({}));
    renderWithProviders(<AuthGuard auth={{}}>{page}</AuthGuard>);

    await waitFor(() => expect(window.location.pathname).toBe('/helpdesk/api/auth/signin'));
    const params = new URLSearchParams(window.location.search);
    expect(params.get('error')).toBe('SessionRequired');
    expect(params.get('callbackUrl')).toBe('http://localhost:3000/helpdesk/admin/users?page=2');
    // Nothing of the page flashes while the browser leaves.
    expect(screen.getByTestId('full-screen-loading')).toBeInTheDocument();
    expect(screen.queryByText('Isi halaman rahasia')).toBeNull();
  });
});
