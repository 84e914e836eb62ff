// Issue 11: at 390 px the header wrapped letter by letter and offered no menu. Which of bar and
// button shows is CSS (styles/shell.css, checked in Chromium by tests/e2e/phone-menu.test.ts);
// here: the button opens a modal drawer with the same entries, and it closes again.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppHeader } from '@/components/layout/app-header';
import { sessionFor } from '../msw/handlers/auth';
import { renderWithProviders } from './render';

describe('AppHeader', () => {
  it('has the menu bar and a menu button whose drawer holds the same entries', async () => {
    renderWithProviders(<AppHeader />, { session: sessionFor('admin') });

    expect(screen.getAllByRole('navigation', { name: 'Menu utama' })).toHaveLength(1);
    const button = screen.getByRole('button', { name: 'Buka menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);

    const drawer = await screen.findByRole('dialog', { name: 'Menu utama' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = within(drawer).getByRole('navigation', { name: 'Menu utama' });
    const labels = [...menu.querySelectorAll(':scope > ul > li')].map((li) => li.firstElementChild?.textContent);
    // The own record is one tap away in the drawer (issue 31), not inside Administrasi.
    expect(labels).toEqual(['Beranda', 'Tiket', 'Tiket diikuti', 'Dasbor', 'Pesan', 'Balasan', 'Profil', 'Data Kepegawaian', 'Komunitas', 'Administrasi']);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Tutup menu' }));
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(within(screen.getByTestId('menu-drawer')).queryByRole('navigation')).toBeNull();
  });

  it('closes the drawer when an entry is chosen', async () => {
    renderWithProviders(<AppHeader />, { session: sessionFor('user') });

    fireEvent.click(screen.getByRole('button', { name: 'Buka menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu utama' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Komunitas' }));
    fireEvent.click(within(drawer).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buka menu' }).getAttribute('aria-expanded')).toBe('false'));
  });
});
