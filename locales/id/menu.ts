/**
 * The main menu's names. The menu is on every page, so its names live in a file of their own: the
 * menu would otherwise put whole area text files into every page's first-load JS
 * (docs/performance.md). The area files take their menu and page names from here.
 */
export const menuText = {
  tickets: 'Tiket',
  subscriptions: 'Tiket diikuti',
  dashboard: 'Dasbor',
  mail: 'Pesan',
  savedReplies: 'Balasan',
  profile: 'Profil',
  faq: 'FAQ',
  personnelGroup: 'Kepegawaian',
  ownRecord: 'Data Kepegawaian',
  lookup: 'Cari Pegawai',
  references: 'Referensi',
  announcements: 'Pengumuman',
  ratings: 'Penilaian',
  siasnLogs: 'Log SIASN',
  siasnCalls: 'Log Panggilan SIASN',
  siasnServices: {
    group: 'Layanan SIASN',
    kp: 'KP',
    pemberhentian: 'Pemberhentian',
    pengadaan: 'Pengadaan',
    jobs: 'Proses Latar',
    refJft: 'Referensi JFT',
  },
  reports: {
    employees: 'Laporan Pegawai',
    ipAsn: 'Laporan IP ASN',
    unor: 'Unit Organisasi',
    rekon: 'Rekonsiliasi',
  },
  petaJabatan: 'Peta Jabatan',
};
