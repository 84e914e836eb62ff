// Issue 11: a first visit (Beranda -> guard -> sign-in with error=SessionRequired) greeted the
// visitor with a yellow warning, as if something had failed.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import SignInPage from '@/pages/auth/signin';
import { PROVIDERS } from '../msw/handlers/auth';
import { renderWithProviders } from './render';

const renderPage = (error: string | null) =>
  renderWithProviders(<SignInPage providers={PROVIDERS} callbackUrl="/helpdesk" error={error} />, { session: null });

describe('Sign-in page', () => {
  it('shows no warning when the guard sent a signed-out visitor (SessionRequired)', () => {
    renderPage('SessionRequired');

    expect(screen.getByRole('button', { name: 'Masuk dengan SIMASTER' })).toBeInTheDocument();
    expect(screen.queryByTestId('signin-error')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still explains a real failure', () => {
    renderPage('OAuthSignin');

    expect(screen.getByTestId('signin-error').textContent).toContain('Tidak dapat menghubungi penyedia identitas');
  });
});

describe('Sign-in page after a session ended on the server', () => {
  it('says the session ended (signed out everywhere, changed by an admin or expired)', () => {
    renderPage('SessionEnded');

    expect(screen.getByTestId('signin-error').textContent).toContain('Sesi Anda telah berakhir');
  });
});
