import { describe, expect, it } from 'vitest';
import { HISTORY } from '@/server/users/histories';
import { historyTextFor } from '@/server/users/history-text';

/** Every kind the code records (grep recordHistory), with the detail its caller appends. */
const written: [keyof typeof HISTORY, string, string][] = [
  ['login', 'Anda masuk pada aplikasi', 'Budi Santoso masuk pada aplikasi'],
  ['comment', 'Anda berkomentar', 'Budi Santoso berkomentar'],
  ['ticket_created', 'Anda membuat tiket T-2026-0001', 'Budi Santoso membuat tiket T-2026-0001'],
  ['private_message', 'Anda mengirim pesan pribadi', 'Budi Santoso mengirim pesan pribadi'],
  ['role_changed', 'Peran Anda diubah menjadi Agen oleh Admin', 'Peran Budi Santoso diubah menjadi Agen oleh Admin'],
  ['profile_updated', 'Anda memperbarui profil', 'Budi Santoso memperbarui profil'],
  ['rating', 'Anda memberi penilaian aplikasi (5 bintang)', 'Budi Santoso memberi penilaian aplikasi (5 bintang)'],
  ['signed_out_everywhere', 'Anda keluar dari semua perangkat', 'Budi Santoso keluar dari semua perangkat'],
  ['deactivated', 'Akun Anda dinonaktifkan oleh Admin', 'Akun Budi Santoso dinonaktifkan oleh Admin'],
  ['reactivated', 'Akun Anda diaktifkan kembali oleh Admin', 'Akun Budi Santoso diaktifkan kembali oleh Admin'],
];

describe('historyTextFor', () => {
  it('covers every kind of history the code writes', () => {
    expect(written.map(([kind]) => kind).sort()).toEqual(Object.keys(HISTORY).sort());
  });

  it.each(written)('%s: names the owner for someone else', (kind, stored, third) => {
    expect(historyTextFor(HISTORY[kind].action, stored, 'Budi Santoso')).toBe(third);
  });

  it('keeps a detail that itself says "Anda" untouched', () => {
    expect(historyTextFor('ticket_created', 'Anda membuat tiket Anda', 'Budi')).toBe('Budi membuat tiket Anda');
  });

  it('shows unknown kinds, older wordings and prototype names as stored', () => {
    expect(historyTextFor('unknown', 'Anda melakukan sesuatu', 'Budi')).toBe('Anda melakukan sesuatu');
    expect(historyTextFor('login', 'Login lama', 'Budi')).toBe('Login lama');
    expect(historyTextFor('__proto__', 'Anda x', 'Budi')).toBe('Anda x');
  });
});
