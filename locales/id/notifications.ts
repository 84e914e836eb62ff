/** Texts of the notification bell and the notifications page. */
export const notificationsText = {
  title: 'Notifikasi',
  bell: 'Notifikasi',
  markAllRead: 'Tandai semua dibaca',
  markedAllRead: (n: number) => `${n} notifikasi ditandai dibaca`,
  remove: 'Hapus notifikasi',
  removed: 'Notifikasi dihapus',
  undo: 'Urungkan',
  empty: 'Tidak ada notifikasi.',
  seeAll: 'Lihat semua',
  unread: 'Belum dibaca',
  total: (n: number) => `${n} notifikasi`,
  /** The page's pager (previous/next are shellText's). */
  pager: {
    label: 'Halaman daftar notifikasi',
    page: (n: number) => `Halaman ${n}`,
    pageSize: 'Notifikasi per halaman',
    perPage: (n: number) => `${n} / halaman`,
  },
  unreadCount: (n: number) => `${n} belum dibaca`,
} as const;
