/** Texts of the app-rating prompt on Beranda. */
export const ratingText = {
  title: 'Bagaimana pengalaman Anda dengan Helpdesk ASN?',
  hint: 'Penilaian Anda membantu kami memperbaiki layanan.',
  comment: 'Komentar (opsional)',
  submit: 'Kirim penilaian',
  later: 'Nanti saja',
  thanks: 'Terima kasih atas penilaian Anda',
  starsRequired: 'Pilih 1 sampai 5 bintang',
  /** The API's half-year period `2026-H2` as people say it. */
  halfYear: (year: number, half: 1 | 2) => `Semester ${half === 1 ? 'I' : 'II'} ${year} (${half === 1 ? 'Januari–Juni' : 'Juli–Desember'})`,
  star: (n: number) => `${n} bintang`,
  /** The summary's average in stars, rounded to a half: "Rata-rata 4,5 dari 5 bintang". */
  averageStars: (n: number) => `Rata-rata ${String(n).replace('.', ',')} dari 5 bintang`,
} as const;
