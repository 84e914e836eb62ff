/** Texts of the shell added in issue 11: header drawer, menu group, call to action, empty states. */
export const shellText = {
  mainMenu: 'Menu utama',
  openMenu: 'Buka menu',
  closeMenu: 'Tutup menu',
  adminGroup: 'Administrasi',
  askQuestion: 'Ajukan pertanyaan',
  empty: 'Belum ada data.',
  search: 'Cari',
  clearSearch: 'Kosongkan pencarian',
  clearChoice: 'Hapus pilihan',
  chosen: 'dipilih',
  previousPage: 'Halaman sebelumnya',
  nextPage: 'Halaman berikutnya',
  previousPages: '5 halaman sebelumnya',
  nextPages: '5 halaman berikutnya',
  askHint: 'Belum menemukan jawaban? Kirim pertanyaan Anda kepada petugas helpdesk.',
} as const;
