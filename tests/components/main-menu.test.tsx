import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MainMenu } from '@/components/layout/main-menu';
import { sessionFor } from '../msw/handlers/auth';
import { renderWithProviders } from './render';

const menuLabels = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('MainMenu', () => {
  it('offers an admin every entry, with the admin pages grouped under one Administrasi entry', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('admin') });

    expect(menuLabels()).toEqual(['Beranda', 'Tiket', 'Tiket diikuti', 'Dasbor', 'Pesan', 'FAQ', 'Balasan', 'Profil', 'Administrasi']);
    expect(screen.getByRole('link', { name: 'Dasbor' }).getAttribute('href')).toBe('/dashboard');
  });

  it('lists Pengguna, Referensi, Pengumuman and Penilaian inside Administrasi (drawer form)', () => {
    renderWithProviders(<MainMenu mode="inline" />, { session: sessionFor('admin') });

    fireEvent.click(screen.getByText('Administrasi'));
    for (const [name, href] of [
      ['Pengguna', '/admin/users'],
      ['Referensi', '/admin/references'],
      ['Pengumuman', '/admin/announcements'],
      ['Penilaian', '/admin/ratings'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('offers an agent the dashboard but no Administrasi', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('agent') });

    expect(menuLabels()).toEqual(['Beranda', 'Tiket', 'Tiket diikuti', 'Dasbor', 'Pesan', 'FAQ', 'Balasan', 'Profil']);
  });

  it('offers a user neither the dashboard nor Administrasi', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('user') });

    expect(menuLabels()).toEqual(['Beranda', 'Tiket', 'Tiket diikuti', 'Pesan', 'FAQ', 'Profil']);
    expect(screen.queryByText('Administrasi')).toBeNull();
    expect(screen.queryByText('Dasbor')).toBeNull();
  });

  it('marks the entry of the current page as selected, and Administrasi for an admin page', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('admin'), path: '/admin/users' });

    const selected = screen.getAllByRole('menuitem').filter((item) => item.closest('.ant-menu-submenu-selected, .ant-menu-item-selected'));
    expect(selected.map((item) => item.textContent)).toEqual(['Administrasi']);
  });

  it('opens the drawer form on the current admin page with its entry selected', () => {
    renderWithProviders(<MainMenu mode="inline" />, { session: sessionFor('admin'), path: '/admin/references' });

    const selected = screen.getAllByRole('menuitem').filter((item) => item.classList.contains('ant-menu-item-selected'));
    expect(selected.map((item) => item.textContent)).toEqual(['Referensi']);
  });
});
