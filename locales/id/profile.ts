import { menuText } from './menu';

/** Texts of the profile pages and the saved replies manager. */
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

export const savedRepliesText = {
  title: 'Balasan Tersimpan',
  menu: menuText.savedReplies,
  add: 'Tambah balasan',
  edit: 'Ubah balasan',
  remove: 'Hapus',
  confirmRemove: (title: string) => `Hapus balasan "${title}"?`,
  created: 'Balasan disimpan',
  updated: 'Balasan diperbarui',
  removed: 'Balasan dihapus',
  fields: { title: 'Judul', content: 'Isi balasan' },
  search: 'Cari balasan',
  empty: 'Belum ada balasan tersimpan.',
  insert: 'Sisipkan balasan tersimpan',
  pick: 'Pilih balasan',
  updatedAt: 'Diperbarui',
  actions: 'Aksi',
  save: 'Simpan',
  cancel: 'Batal',
  total: (n: number) => `${n} balasan`,
  /** The list's pager (previous/next are shellText's). */
  pager: {
    label: 'Halaman balasan tersimpan',
    page: (n: number) => `Halaman ${n}`,
    pageSize: 'Balasan per halaman',
    perPage: (n: number) => `${n} / halaman`,
  },
} as const;
