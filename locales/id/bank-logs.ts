/** Texts of the admin bank call log page (/layanan-keuangan/logs). */
export const bankLogsText = {
  title: 'Log Panggilan Bank',
  intro: 'Setiap panggilan portal ke bank mitra: produk, simulasi, dan pengajuan pinjaman. NIP adalah satu-satunya data pribadi yang dicatat.',
  listTitle: 'Daftar panggilan',
  total: (n: number) => `${n} panggilan`,
  empty: 'Belum ada panggilan ke bank untuk saringan ini',
  columns: { nip: 'NIP', loanType: 'Jenis pinjaman' },
  outcomes: { ok: 'Berhasil', rejected: 'Ditolak bank', error: 'Galat', timeout: 'Waktu habis', unauthorized: 'Kunci ditolak' },
};
