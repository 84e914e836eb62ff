/** Texts of the sign-in page's landing panel (docs/public-finance.md section 2). */
export const landingText = {
  /** Shown instead of a name that cannot be shown (missing, or looks like an email or NIP). */
  anonymous: 'Pengguna Helpdesk ASN',
  testimonialsTitle: 'Kata mereka tentang Helpdesk ASN',
  testimonialsLabel: 'Testimoni pengguna',
  stars: (n: number) => `${n} dari 5 bintang`,
  statsTitle: 'Layanan bulan ini',
  answered: 'Pertanyaan terjawab bulan ini',
  medianFirstResponse: 'Median waktu tanggapan pertama',
  noFigure: '-',
  minutes: (m: number) => {
    if (m < 60) return `${m} menit`;
    const hours = Math.floor(m / 60);
    const rest = m % 60;
    return rest ? `${hours} jam ${rest} menit` : `${hours} jam`;
  },
  linksTitle: 'Layanan publik',
  links: {
    kepegawaian: 'Layanan Kepegawaian',
    publikasiCasn: 'Publikasi CASN',
    nilaiCasn: 'Nilai CASN',
  },
  unavailable: 'Ringkasan layanan belum dapat dimuat.',
};
