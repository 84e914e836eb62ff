import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MainMenu } from '@/components/layout/main-menu';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

const nav = () => screen.getByRole('navigation', { name: 'Menu utama' });

describe('main menu entries of the personnel records', () => {
  it('offers Data Kepegawaian to a SIMASTER account and Cari Pegawai to staff, with their pages', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('admin') });
    expect(within(nav()).getByRole('link', { name: 'Data Kepegawaian' }).getAttribute('href')).toBe('/pemutakhiran-data/data-utama');
    expect(within(nav()).getByRole('link', { name: 'Cari Pegawai' }).getAttribute('href')).toBe('/pegawai');
  });

  it.each([
    ['a PTTPK account', sessionFor('user', { group: 'PTPK', employee_number: 'PTPK.2021.0456' })],
    ['a Google guest', sessionFor('user', { group: 'GOOGLE', employee_number: null })],
  ])('offers %s neither: it has no SIASN record and may not read others', (_who, session) => {
    renderWithProviders(<MainMenu />, { session });
    expect(within(nav()).queryByRole('link', { name: 'Data Kepegawaian' })).toBeNull();
    expect(within(nav()).queryByRole('link', { name: 'Cari Pegawai' })).toBeNull();
  });

  it('keeps Data Kepegawaian lit on every section of the own record', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('user'), path: '/pemutakhiran-data/[...section]' });
    expect(within(nav()).getByRole('link', { name: 'Data Kepegawaian' }).getAttribute('aria-current')).toBe('page');
  });

  it("keeps Cari Pegawai lit on a looked-up NIP's sections", () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('agent'), path: '/pegawai/[nip]/[...section]' });
    expect(within(nav()).getByRole('link', { name: 'Cari Pegawai' }).getAttribute('aria-current')).toBe('page');
  });
});
