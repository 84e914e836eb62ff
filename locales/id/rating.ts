/** Texts of the app-rating prompt on Beranda. */
export const ratingText = {
  title: 'Bagaimana pengalaman Anda dengan Helpdesk ASN?',
  hint: 'Penilaian Anda membantu kami memperbaiki layanan.',
  comment: 'Komentar (opsional)',
  submit: 'Kirim penilaian',
  later: 'Nanti saja',
  thanks: 'Terima kasih atas penilaian Anda',
  starsRequired: 'Pilih 1 sampai 5 bintang',
} as const;
