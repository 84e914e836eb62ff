import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import Beranda from '@/pages/index';
import FaqPage from '@/pages/faq';
import { publicText } from '@/locales/id/landing';
import { renderWithProviders } from '../render';

const SERVICES = [
  { slug: 'kenaikan-pangkat', title: 'Kenaikan Pangkat', summary: 'Syarat dan alur kenaikan pangkat reguler.' },
  { slug: 'pensiun', title: 'Pensiun', summary: 'Pengajuan pensiun batas usia.' },
];

const navLinks = () =>
  within(screen.getByRole('navigation', { name: publicText.nav.label }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('public home (signed out)', () => {
  it('has the header with the public pages and Masuk beside them, one main landmark and no back link', () => {
    renderWithProviders(<Beranda session={null} publicHome={{ services: SERVICES }} />, { session: null, path: '/' });
    expect(navLinks()).toEqual([
      ['Layanan', '/layanan/kepegawaian'],
      ['Publikasi CASN', '/web/publikasi-casn'],
      ['Nilai CASN', '/web/nilai-casn'],
      ['FAQ', '/faq'],
    ]);
    expect(screen.getByTestId('public-header-sign-in').getAttribute('href')).toBe('/auth/signin');
    expect(screen.getByTestId('public-header-sign-in').textContent).toBe('Masuk');
    expect(screen.getByRole('link', { name: 'Helpdesk ASN, ke Beranda' }).getAttribute('href')).toBe('/');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Helpdesk ASN');
    expect(screen.queryByTestId('public-back')).toBeNull();
  });

  it('says which sign-in is whose beside the one Masuk button', () => {
    renderWithProviders(<Beranda session={null} publicHome={{ services: SERVICES }} />, { session: null, path: '/' });
    const section = screen.getByRole('region', { name: publicText.signIn.title });
    const guide = within(section).getByTestId('sign-in-guide');
    expect([...guide.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])).toEqual([
      ['PNS dan PPPK', 'Masuk dengan SIMASTER, akun kepegawaian Anda.'],
      ['Pegawai non-ASN (PTT-PK)', 'Masuk dengan PTTPK.'],
      ['Masyarakat umum', 'Masuk dengan akun Google.'],
    ]);
    const masuk = within(section).getAllByRole('link', { name: 'Masuk' });
    expect(masuk).toHaveLength(1);
    expect(masuk[0].getAttribute('href')).toBe('/helpdesk/auth/signin');
  });

  it('lists the services it was given, each to its page, and the whole catalogue', () => {
    renderWithProviders(<Beranda session={null} publicHome={{ services: SERVICES }} />, { session: null, path: '/' });
    const list = screen.getByTestId('public-services');
    expect(within(list).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Kenaikan Pangkat', '/layanan/kepegawaian/kenaikan-pangkat'],
      ['Pensiun', '/layanan/kepegawaian/pensiun'],
    ]);
    expect(within(list).getByText('Pensiun batas usia.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: publicText.home.allServices }).getAttribute('href')).toBe('/layanan/kepegawaian');
  });

  it('without services says the list is being prepared and still links to the catalogue', () => {
    renderWithProviders(<Beranda session={null} publicHome={{ services: [] }} />, { session: null, path: '/' });
    expect(screen.queryByTestId('public-services')).toBeNull();
    expect(screen.getByText(publicText.home.noServices)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: publicText.home.allServices })).toBeInTheDocument();
  });
});

describe('another public page (signed out)', () => {
  it('has the same header, the current page marked, and a way back to Beranda', () => {
    renderWithProviders(<FaqPage />, { session: null, path: '/faq' });
    expect(navLinks().map(([label]) => label)).toEqual(['Layanan', 'Publikasi CASN', 'Nilai CASN', 'FAQ']);
    expect(screen.getByTestId('public-header-sign-in').getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Layanan' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('public-back').getAttribute('href')).toBe('/');
    expect(screen.getByTestId('public-back').textContent).toContain(publicText.back);
  });
});
