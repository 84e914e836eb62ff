import { menuText } from './menu';

/** Texts of the profile pages (the saved replies have theirs in ./saved-replies). */
export const profileText = {
  title: 'Profil Saya',
  menu: menuText.profile,
  publicTitle: 'Profil Pengguna',
  edit: 'Ubah profil',
  save: 'Simpan',
  cancel: 'Batal',
  saved: 'Profil disimpan',
  fields: { bio: 'Bio', phone: 'Telepon', position: 'Jabatan', email: 'Email', username: 'Nama pengguna', employeeNumber: 'NIP', organization: 'Unit organisasi', role: 'Peran', group: 'Asal akun' },
  empty: '-',
  tickets: 'Tiket yang diterbitkan',
  answers: 'Jawaban terpilih',
  noTickets: 'Belum ada tiket yang diterbitkan.',
  noAnswers: 'Belum ada jawaban terpilih.',
  history: 'Riwayat aktivitas',
  seeHistory: 'Lihat riwayat aktivitas',
  notFound: 'Profil tidak ditemukan.',
} as const;
