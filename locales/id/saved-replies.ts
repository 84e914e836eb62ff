import { menuText } from './menu';

/** Texts of the saved replies: the manager (Profil) and the picker beside every reply box, kept apart from the profile's. */
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
