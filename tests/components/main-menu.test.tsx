import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MainMenu } from '@/components/layout/main-menu';
import { sessionFor } from '../msw/handlers/auth';
import { renderWithProviders } from './render';

const menuLabels = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('MainMenu', () => {
  it('offers an admin every entry, Pengguna included, linking to their pages', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('admin') });

    expect(menuLabels()).toEqual([
      'Beranda', 'Tiket', 'Langganan', 'Dasbor', 'Pesan', 'FAQ', 'Balasan', 'Profil', 'Pengguna', 'Referensi', 'Pengumuman', 'Penilaian',
    ]);
    expect(screen.getByRole('link', { name: 'Dasbor' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Pengguna' }).getAttribute('href')).toBe('/admin/users');
  });

  it('offers an agent the dashboard but not Pengguna', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('agent') });

    expect(menuLabels()).toEqual(['Beranda', 'Tiket', 'Langganan', 'Dasbor', 'Pesan', 'FAQ', 'Balasan', 'Profil']);
  });

  it('offers a user neither the dashboard nor Pengguna', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('user') });

    expect(menuLabels()).toEqual(['Beranda', 'Tiket', 'Langganan', 'Pesan', 'FAQ', 'Profil']);
    expect(screen.queryByText('Pengguna')).toBeNull();
    expect(screen.queryByText('Dasbor')).toBeNull();
  });

  it('marks the entry of the current page as selected', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('admin'), path: '/admin/users' });

    const selected = screen.getAllByRole('menuitem').filter((item) => item.classList.contains('ant-menu-item-selected'));
    expect(selected.map((item) => item.textContent)).toEqual(['Pengguna']);
  });
});
