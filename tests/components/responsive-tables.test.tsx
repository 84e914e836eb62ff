// Issue 11: at 390 px /admin/users and /mail scrolled sideways. On a phone only the priority
// columns stay; the rest come back from antd's md/lg breakpoints.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../msw/server';
import { MAIL_PEOPLE } from '../msw/handlers/mail';
import { UserTable } from '@/components/users/user-table';
import { AdminUserTable } from '@/components/admin/admin-user-table';
import { Mailbox } from '@/components/mail/mailbox';
import { sessionFor } from '../msw/handlers/auth';
import { renderWithProviders } from './render';
import tableStyles from '@/components/ui/data-table/data-table.module.css';

const DESKTOP = window.innerWidth;
function viewport(width: number) {
  (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 800 });
}
afterEach(() => viewport(DESKTOP));

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((th) => th.textContent);
/** A DataTable's headers a phone shows: it hides the others below md by CSS, which happy-dom does not apply. */
const phoneHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .filter((th) => !th.classList.contains(tableStyles.fromMd) && !th.classList.contains(tableStyles.fromLg))
    .map((th) => th.textContent);
/** A DataTable's headers from md up: without its phone-only columns. */
const laptopHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .filter((th) => !th.classList.contains(tableStyles.phoneColumn))
    .map((th) => th.textContent);

describe('tables on a phone (390 px)', { timeout: 20_000 }, () => {
  it('/admin/users keeps the name column only (the page adds its own cells)', async () => {
    renderWithProviders(<UserTable />, { session: sessionFor('admin'), path: '/admin/users' });
    await screen.findByText('Siti Rahmawati');

    expect(phoneHeaders(screen.getByTestId('user-table'))).toEqual(['Nama']);
  });

  it('/admin/users shows every column on a laptop', async () => {
    renderWithProviders(<UserTable />, { session: sessionFor('admin'), path: '/admin/users' });
    await screen.findByText('Siti Rahmawati');

    expect(laptopHeaders(screen.getByTestId('user-table'))).toEqual(['Nama', 'Nama pengguna', 'NIP', 'Unit organisasi', 'Asal akun', 'Peran', 'Terakhir masuk']);
  });

  it("/admin/users: the admin's role, account and history controls stack in one column on a phone, one column each on a laptop", async () => {
    renderWithProviders(<AdminUserTable />, { session: sessionFor('admin'), path: '/admin/users' });
    await screen.findByText('Siti Rahmawati');
    const table = screen.getByTestId('user-table');

    expect(phoneHeaders(table)).toEqual(['Nama', 'Kelola']);
    expect(laptopHeaders(table)).toEqual(['Nama', 'Nama pengguna', 'NIP', 'Unit organisasi', 'Asal akun', 'Peran', 'Terakhir masuk', 'Ubah peran', 'Status akun', 'Aktivitas']);
    const manage = within(table.querySelector('tbody tr td[data-column=manage]') as HTMLElement);
    expect(manage.getByRole('combobox', { name: /^Ubah peran / })).toBeInTheDocument();
    expect(manage.getByRole('switch', { name: /^Akun .+ aktif$/ })).toBeInTheDocument();
    expect(manage.getByRole('button', { name: 'Riwayat' })).toBeInTheDocument();
  });

  it('/mail keeps the subject, with the sender under it, and the unread switch outside the tab list', async () => {
    viewport(390);
    const message = { id: 7, subject: 'Jadwal verifikasi berkas', counterpart: MAIL_PEOPLE[0], sender_id: 21, receiver_id: 3, read_at: null, created_at: '2026-11-20T08:00:00.000Z' };
    server.use(http.get('*/helpdesk/api/private-messages', () => HttpResponse.json({ data: [message], total: 1, page: 1, limit: 10, unread: 1 })));
    renderWithProviders(<Mailbox />, { session: sessionFor('user'), path: '/mail' });
    const table = await screen.findByTestId('mail-table-inbox');
    await within(table).findByRole('link', { name: 'Jadwal verifikasi berkas' });

    expect(phoneHeaders(table)).toEqual(['Subjek']);
    expect(headers(table)).toEqual(['Dari', 'Subjek', 'Waktu']);
    expect(within(table.querySelector('td[data-column=subject]') as HTMLElement).getByText(/^Sari Wulandari ·/)).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'Belum dibaca' })).toBeInTheDocument();
    expect(within(screen.getByRole('tablist')).queryByRole('switch')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Belum dibaca saja' })).toBeInTheDocument();
  });
});

describe('pagination buttons', { timeout: 20_000 }, () => {
  it('are named in Indonesian, not "left"/"right"', async () => {
    renderWithProviders(<UserTable />, { session: sessionFor('admin'), path: '/admin/users' });
    await screen.findByText('Siti Rahmawati');

    expect(screen.getByRole('button', { name: 'Halaman sebelumnya' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman berikutnya' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'left' })).toBeNull();
  });
});
