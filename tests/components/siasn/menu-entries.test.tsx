import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MainMenu } from '@/components/layout/main-menu';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

const nav = () => screen.getByRole('navigation', { name: 'Menu utama' });
/** The bar's top-level entries: links and group buttons, in order. */
const entryLabels = () => [...nav().querySelectorAll(':scope > ul > li')].map((li) => li.firstElementChild?.textContent);
/** The links inside the group button named `name`, opened, leaving out its labelled sections (Layanan SIASN). */
function groupLinks(name: string) {
  const toggle = within(nav()).getByRole('button', { name });
  fireEvent.click(toggle);
  const group = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
  return within(group)
    .getAllByRole('link')
    .filter((a) => !a.closest('[role="group"]'))
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

const DATA_KEPEGAWAIAN = ['Data Kepegawaian', '/pemutakhiran-data/data-utama'];
const CARI_PEGAWAI = ['Cari Pegawai', '/pegawai'];

describe('main menu entries of the personnel records', () => {
  // The agency's services (docs/public-finance.md) join the same group: its first page is the record.
  it('offers a civil servant Data Kepegawaian first inside Kepegawaian', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('user') });
    expect(entryLabels().at(-1)).toBe('Kepegawaian');
    expect(groupLinks('Kepegawaian')[0]).toEqual(DATA_KEPEGAWAIAN);
    expect(within(nav()).queryByRole('link', { name: 'Cari Pegawai' })).toBeNull();
  });

  it('offers staff without a NIP Cari Pegawai first inside Kepegawaian', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('agent') });
    expect(entryLabels().at(-1)).toBe('Kepegawaian');
    expect(groupLinks('Kepegawaian')[0]).toEqual(CARI_PEGAWAI);
    expect(within(nav()).queryByRole('link', { name: 'Data Kepegawaian' })).toBeNull();
  });

  it('groups both under Kepegawaian in the bar for a civil servant on the staff', () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('agent', { group: 'MASTER', employee_number: '199001152015031002' }) });
    expect(entryLabels().at(-1)).toBe('Kepegawaian');
    expect(groupLinks('Kepegawaian').slice(0, 2)).toEqual([DATA_KEPEGAWAIAN, CARI_PEGAWAI]);
  });

  // Issue 31: on a phone the own record is one tap from the menu; Cari Pegawai stays in the group.
  it('lifts Data Kepegawaian out of Kepegawaian in the drawer for a civil servant on the staff', () => {
    renderWithProviders(<MainMenu mode="inline" />, { session: sessionFor('agent', { group: 'MASTER', employee_number: '199001152015031002' }) });
    expect(entryLabels()).toContain('Data Kepegawaian');
    const links = groupLinks('Kepegawaian');
    expect(links[0]).toEqual(CARI_PEGAWAI);
    expect(links).not.toContainEqual(DATA_KEPEGAWAIAN);
  });

  it("puts both in the admin's Administrasi group: the bar has no room for another", () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('admin') });
    expect(entryLabels()).not.toContain('Kepegawaian');
    expect(groupLinks('Administrasi').slice(-2)).toEqual([DATA_KEPEGAWAIAN, CARI_PEGAWAI]);
  });

  it.each([
    ['a PTTPK account', sessionFor('user', { group: 'PTPK', employee_number: 'PTPK.2021.0456' })],
    ['a Google guest', sessionFor('user', { group: 'GOOGLE', employee_number: null })],
  ])('offers %s neither: it has no SIASN record and may not read others', (_who, session) => {
    renderWithProviders(<MainMenu />, { session });
    expect(within(nav()).queryByRole('link', { name: 'Data Kepegawaian' })).toBeNull();
    expect(within(nav()).queryByRole('link', { name: 'Cari Pegawai' })).toBeNull();
  });

  it('keeps Data Kepegawaian lit on every section of the own record, in the bar and in the drawer', () => {
    const { unmount } = renderWithProviders(<MainMenu />, { session: sessionFor('user'), path: '/pemutakhiran-data/[...section]' });
    expect(within(nav()).getByRole('button', { name: 'Kepegawaian' }).className).toContain('is-current');
    unmount();
    // In the drawer it stands at the top (issue 31), lit itself.
    renderWithProviders(<MainMenu mode="inline" />, { session: sessionFor('user'), path: '/pemutakhiran-data/[...section]' });
    expect(within(nav()).getByRole('link', { name: 'Data Kepegawaian' }).getAttribute('aria-current')).toBe('page');
  });

  it("keeps Cari Pegawai lit on a looked-up NIP's sections, and its group", () => {
    renderWithProviders(<MainMenu />, { session: sessionFor('admin'), path: '/pegawai/[nip]/[...section]' });
    expect(within(nav()).getByRole('button', { name: 'Administrasi' }).className).toContain('is-current');
  });
});
