/** Messages of markdown rendering and uploads (docs/security.md: Markdown, Uploads). */
export const contentText = {
  markdownTooComplex: 'Teks terlalu panjang atau bertingkat terlalu dalam untuk ditampilkan. Sederhanakan daftar atau kutipan bertingkat, lalu coba lagi.',
  markdownBusy: (seconds: number) => `Teks sedang menunggu giliran diproses. Coba lagi dalam ${seconds} detik.`,
  uploadQuotaExceeded: (mb: number) => `Ruang unggahan Anda sudah penuh (maks. ${mb} MB). Hapus berkas yang tidak dipakai lalu coba lagi.`,
  uploadInUse: 'Berkas masih dipakai di tiket, komentar, pesan, atau pengumuman sehingga tidak dapat dihapus.',
} as const;
