// Issue 11: at 390 px the header wrapped letter by letter and offered no menu.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { AppHeader } from '@/components/layout/app-header';
import { sessionFor } from '../msw/handlers/auth';
import { renderWithProviders } from './render';

const DESKTOP = window.innerWidth;

/** happy-dom answers antd's media queries from the window size. */
function viewport(width: number) {
  (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 800 });
}

afterEach(() => viewport(DESKTOP));

describe('AppHeader', { timeout: 20_000 }, () => {
  it('on a phone: a menu button opens a drawer with the same entries; no menu bar in the header', async () => {
    viewport(390);
    renderWithProviders(<AppHeader />, { session: sessionFor('admin') });

    const button = await screen.findByRole('button', { name: 'Buka menu' });
    expect(screen.queryByRole('menu', { name: 'Menu utama' })).toBeNull();
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog');
    const labels = within(drawer).getAllByRole('menuitem').map((item) => item.textContent);
    expect(labels).toEqual(['Beranda', 'Tiket', 'Tiket diikuti', 'Dasbor', 'Pesan', 'FAQ', 'Balasan', 'Profil', 'Administrasi']);
    expect(within(drawer).getByRole('button', { name: 'Tutup menu' })).toBeInTheDocument();
  });

  it('on a laptop (1366 px): the menu bar, no menu button', async () => {
    viewport(1366);
    renderWithProviders(<AppHeader />, { session: sessionFor('admin') });

    expect(await screen.findByRole('menu', { name: 'Menu utama' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buka menu' })).toBeNull();
  });
});
