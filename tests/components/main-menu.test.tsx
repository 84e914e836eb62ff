import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MainMenu } from '@/components/layout/main-menu';
import { sessionFor } from '../msw/handlers/auth';
import { renderWithProviders } from './render';

const nav = () => screen.getByRole('navigation', { name: 'Menu utama' });
/** The bar's top-level entries: its links and the Administrasi button, in order. */
const entryLabels = () => [...nav().querySelectorAll(':scope > ul > li')].map((li) => li.firstElementChild?.textContent);
const adminToggle = () => within(nav()).getByRole('button', { name: 'Administrasi' });
const LAYANAN_SIASN = [
  ['KP', '/layanan-siasn/kp'],
  ['Pemberhentian', '/layanan-siasn/pemberhentian'],
  ['Pengadaan', '/layanan-siasn/pengadaan'],
  ['Laporan Pegawai', '/layanan-siasn/laporan-pegawai'],
  ['Laporan IP ASN', '/layanan-siasn/laporan-ip-asn'],
  ['Unit Organisasi', '/layanan-siasn/unor'],
  ['Rekonsiliasi', '/rekon'],
  ['Proses Latar', '/layanan-siasn/jobs'],
  ['Peta Jabatan', '/layanan-siasn/peta-jabatan'],
  ['Referensi JFT', '/layanan-siasn/referensi-jft'],
];
const SERVICES = [
  ['Layanan Kepegawaian', '/layanan/kepegawaian'],
  ['Layanan Keuangan', '/layanan-keuangan'],
  ['Publikasi CASN', '/web/publikasi-casn'],
  ['Nilai CASN', '/web/nilai-casn'],
];

describe('MainMenu', () => {
  it('offers an admin every entry, with the admin pages grouped under one Administrasi entry', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('admin') });

    expect(entryLabels()).toEqual(['Beranda', 'Tiket', 'Tiket diikuti', 'Dasbor', 'Pesan', 'Balasan', 'Profil', 'Komunitas', 'Administrasi']);
    expect(screen.getByRole('link', { name: 'Dasbor' }).getAttribute('href')).toBe('/dashboard');
    expect(adminToggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Pengguna' })).toBeNull();
  });

  it.each(['horizontal', 'inline'] as const)('lists Pengguna, Referensi, Pengumuman, Penilaian and the personnel pages inside Administrasi (%s)', (mode) => {
    renderWithProviders(<MainMenu mode={mode} />, { session: sessionFor('admin') });

    fireEvent.click(adminToggle());
    expect(adminToggle().getAttribute('aria-expanded')).toBe('true');
    const group = document.getElementById(adminToggle().getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(group).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Pengguna', '/admin/users'],
      ['Referensi', '/admin/references'],
      ['Pengumuman', '/admin/announcements'],
      ['Penilaian', '/admin/ratings'],
      ['Log SIASN', '/logs/siasn'],
      ['Log Panggilan SIASN', '/logs/siasn-calls'],
      ['Koneksi Layanan', '/admin/koneksi'],
      // In the drawer Data Kepegawaian stands at the top, one tap away (below).
      ...(mode === 'horizontal' ? [['Data Kepegawaian', '/pemutakhiran-data/data-utama']] : []),
      ['Cari Pegawai', '/pegawai'],
      ...LAYANAN_SIASN,
      ...SERVICES,
      ['Log Panggilan Bank', '/layanan-keuangan/logs'],
    ]);
    const services = within(group).getByRole('group', { name: 'Layanan' });
    expect(within(services).getAllByRole('link')).toHaveLength(SERVICES.length + 1);
  });

  it.each(['horizontal', 'inline'] as const)('lists the Layanan SIASN pages in a section of their own inside Administrasi, not in the bar (%s)', (mode) => {
    renderWithProviders(<MainMenu mode={mode} />, { session: sessionFor('admin') });

    expect(entryLabels()).toHaveLength(mode === 'horizontal' ? 9 : 10);
    fireEvent.click(adminToggle());
    const section = within(nav()).getByRole('group', { name: 'Layanan SIASN' });
    expect(within(section).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(LAYANAN_SIASN);
  });

  it.each(['agent', 'user'] as const)('offers an %s no Layanan SIASN page', (role) => {
    renderWithProviders(<MainMenu mode="inline" />, { session: sessionFor(role) });

    for (const toggle of within(nav()).queryAllByRole('button')) fireEvent.click(toggle);
    expect(screen.queryByText('Layanan SIASN')).toBeNull();
    expect(nav().querySelector('a[href^="/layanan-siasn"]')).toBeNull();
  });

  it('lights Administrasi on a Layanan SIASN page and marks the page in its section', () => {
    renderWithProviders(<MainMenu mode="inline" />, { session: sessionFor('admin'), path: '/layanan-siasn/pemberhentian' });

    expect(adminToggle().classList.contains('is-current')).toBe(true);
    expect(adminToggle().getAttribute('aria-expanded')).toBe('true');
    const section = within(nav()).getByRole('group', { name: 'Layanan SIASN' });
    expect(within(section).getByRole('link', { name: 'Pemberhentian' }).getAttribute('aria-current')).toBe('page');
  });

  it('closes the Administrasi popup on Escape and gives the focus back to its button', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('admin') });

    fireEvent.click(adminToggle());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(adminToggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(adminToggle());
  });

  it('offers an agent the dashboard but no Administrasi', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('agent') });

    expect(entryLabels()).toEqual(['Beranda', 'Tiket', 'Tiket diikuti', 'Dasbor', 'Pesan', 'Balasan', 'Profil', 'Komunitas', 'Kepegawaian']);
  });

  it.each(['agent', 'user'] as const)("offers an %s the agency's services inside Kepegawaian, without the bank log", (role) => {
    renderWithProviders(<MainMenu mode="inline" />, { session: sessionFor(role) });

    const toggle = within(nav()).getByRole('button', { name: 'Kepegawaian' });
    fireEvent.click(toggle);
    const group = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    const links = within(group).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links.slice(-SERVICES.length)).toEqual(SERVICES);
    expect(within(group).queryByRole('link', { name: 'Log Panggilan Bank' })).toBeNull();
  });

  it('puts Data Kepegawaian one tap away in the phone drawer of a civil servant, and in Kepegawaian in the bar', () => {
    const { unmount } = renderWithProviders(<MainMenu mode="inline" />, { session: sessionFor('user') });
    expect(entryLabels()).toEqual(['Beranda', 'Tiket', 'Tiket diikuti', 'Pesan', 'Profil', 'Data Kepegawaian', 'Komunitas', 'Kepegawaian']);
    expect(screen.getByRole('link', { name: 'Data Kepegawaian' }).getAttribute('href')).toBe('/pemutakhiran-data/data-utama');
    unmount();

    renderWithProviders(<MainMenu />, { session: sessionFor('user') });
    expect(screen.queryByRole('link', { name: 'Data Kepegawaian' })).toBeNull();
  });

  it('offers no Data Kepegawaian to an account without a SIASN record (not SIMASTER)', () => {
    renderWithProviders(<MainMenu mode="inline" />, { session: sessionFor('agent') });
    for (const toggle of within(nav()).queryAllByRole('button')) fireEvent.click(toggle);
    expect(screen.queryByRole('link', { name: 'Data Kepegawaian' })).toBeNull();
  });

  it('offers a user neither the dashboard nor Administrasi', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('user') });

    expect(entryLabels()).toEqual(['Beranda', 'Tiket', 'Tiket diikuti', 'Pesan', 'Profil', 'Komunitas', 'Kepegawaian']);
    expect(screen.queryByText('Administrasi')).toBeNull();
    expect(screen.queryByText('Dasbor')).toBeNull();
  });

  it('marks the current page, and Administrasi on an admin page', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('admin'), path: '/tickets/12' });
    expect(screen.getByRole('link', { name: 'Tiket' }).getAttribute('aria-current')).toBe('page');
    expect(nav().querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('lights Administrasi in the bar on an admin page', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('admin'), path: '/admin/users' });

    expect(adminToggle().classList.contains('is-current')).toBe(true);
    expect(nav().querySelectorAll('[aria-current]')).toHaveLength(0);
  });

  it('opens Administrasi in the drawer on an admin page, with the page marked', () => {
    renderWithProviders(<MainMenu mode="inline" />, { session: sessionFor('admin'), path: '/admin/references' });

    expect(adminToggle().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Referensi' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('MainMenu: Komunitas', () => {
  const COMMUNITY = [
    ['FAQ', '/faq'],
    ['Linimasa', '/feed'],
    ['Podcast', '/podcasts'],
    ['Webinar', '/webinar'],
    ['Klinik Konsultasi', '/coaching-clinic'],
    ['Rapat Zoom', '/meetings'],
  ];
  const communityToggle = () => within(nav()).getByRole('button', { name: 'Komunitas' });

  it.each(['admin', 'agent', 'user'] as const)('offers the %s the FAQ and the community pages under one Komunitas entry', (role) => {
    renderWithProviders(<MainMenu />, { session: sessionFor(role) });

    fireEvent.click(communityToggle());
    const group = document.getElementById(communityToggle().getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(group).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(COMMUNITY);
  });

  it('lights Komunitas on a sub-page of one of its pages', () => {
    renderWithProviders(<MainMenu mode="inline" />, { session: sessionFor('user'), path: '/webinar/3' });

    expect(communityToggle().classList.contains('is-current')).toBe(true);
    expect(within(nav()).getByRole('link', { name: 'Webinar' }).getAttribute('aria-current')).toBe('page');
  });
});
