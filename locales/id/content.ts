/** Messages of markdown rendering and uploads (docs/security.md: Markdown, Uploads). */
export const contentText = {
  markdownTooComplex: 'Teks terlalu panjang atau bertingkat terlalu dalam untuk ditampilkan. Sederhanakan daftar atau kutipan bertingkat, lalu coba lagi.',
  markdownBusy: 'Pratinjau sedang sibuk, coba lagi sebentar lagi.',
  uploadQuotaExceeded: (mb: number) => `Ruang unggahan Anda sudah penuh (maks. ${mb} MB). Hapus berkas yang tidak dipakai lalu coba lagi.`,
  uploadInUse: 'Berkas masih dipakai di tiket, komentar, pesan, atau pengumuman sehingga tidak dapat dihapus.',
} as const;
