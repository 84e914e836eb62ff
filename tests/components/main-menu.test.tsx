import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MainMenu } from '@/components/layout/main-menu';
import type { Role } from '@/utils/session-user';
import { sessionFor } from '../msw/handlers/auth';
import { renderWithProviders } from './render';

const menuLabels = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('MainMenu', () => {
  it('offers an admin both Beranda and Pengguna, linking to their pages', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('admin') });

    expect(menuLabels()).toEqual(['Beranda', 'Pengguna']);
    expect(screen.getByRole('link', { name: 'Pengguna' }).getAttribute('href')).toBe('/admin/users');
  });

  it.each<Role>(['agent', 'user'])('offers %s only Beranda', (role) => {
    renderWithProviders(<MainMenu />, { session: sessionFor(role) });

    expect(menuLabels()).toEqual(['Beranda']);
    expect(screen.queryByText('Pengguna')).toBeNull();
  });

  it('marks the entry of the current page as selected', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('admin'), path: '/admin/users' });

    const selected = screen.getAllByRole('menuitem').filter((item) => item.classList.contains('ant-menu-item-selected'));
    expect(selected.map((item) => item.textContent)).toEqual(['Pengguna']);
  });
});
