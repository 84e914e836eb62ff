import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SignInCard } from '@/components/auth/sign-in-card';
import { server } from '../msw/server';
import { PROVIDERS } from '../msw/handlers/auth';
import { renderWithProviders } from './render';

const CALLBACK = '/helpdesk/admin/users';
const renderCard = (props: Partial<Parameters<typeof SignInCard>[0]> = {}) =>
  renderWithProviders(<SignInCard providers={PROVIDERS} callbackUrl={CALLBACK} error={null} {...props} />, { session: null });

describe('SignInCard', () => {
  it('offers one button per identity provider, SIMASTER first and primary', () => {
    renderCard();

    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Masuk dengan SIMASTER', 'Masuk dengan PTTPK', 'Masuk dengan Google']);
    expect(buttons[0].classList.contains('btn-primary')).toBe(true);
    expect(buttons[1].classList.contains('ant-btn-primary')).toBe(false);
    expect(screen.queryByTestId('signin-error')).toBeNull();
  });

  it('explains error=SessionRequired in Indonesian', () => {
    renderCard({ error: 'SessionRequired' });

    expect(screen.getByTestId('signin-error').textContent).toBe('Silakan masuk untuk membuka halaman tersebut.');
  });

  it('falls back to the default message for an unknown error code', () => {
    renderCard({ error: 'SomethingNew' });

    expect(screen.getByTestId('signin-error').textContent).toBe('Proses masuk gagal. Coba lagi.');
  });

  it('shows the no-provider alert and no buttons when none is configured', () => {
    renderCard({ providers: [] });

    expect(screen.getByRole('alert').textContent).toBe('Belum ada penyedia identitas yang dikonfigurasi. Hubungi admin.');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('starts the provider sign-in under the basePath with the callback URL', async () => {
    let posted: URLSearchParams | undefined;
    server.use(
      http.post('*/helpdesk/api/auth/signin/:provider', async ({ request, params }) => {
        posted = new URLSearchParams(await request.text());
        return HttpResponse.json({ url: `http://localhost:3000/identity/${String(params.provider)}/authorize` });
      }),
    );
    renderCard();

    fireEvent.click(screen.getByRole('button', { name: /Masuk dengan PTTPK/ }));

    await waitFor(() => expect(window.location.href).toBe('http://localhost:3000/identity/pttpk/authorize'));
    expect(posted?.get('callbackUrl')).toBe(CALLBACK);
    expect(posted?.get('csrfToken')).toBe('csrf-token-for-tests');
    expect(screen.getByRole('button', { name: /Masuk dengan PTTPK/ }).getAttribute('aria-busy')).toBe('true');
  });
});
