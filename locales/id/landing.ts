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
  unavailable: 'Ringkasan layanan belum dapat dimuat.',
};

/** The public front door: the header of every public page and the signed-out home (docs/public-home.md). */
export const publicText = {
  nav: {
    label: 'Menu utama',
    home: 'Beranda',
    services: 'Layanan',
    casnPublications: 'Publikasi CASN',
    casnScores: 'Nilai CASN',
    faq: 'FAQ',
    signIn: 'Masuk',
  },
  homeLink: (app: string) => `${app}, ke Beranda`,
  back: 'Kembali ke Beranda',
  home: {
    title: 'Beranda',
    description:
      'Helpdesk ASN BKD Provinsi Jawa Timur: tanya jawab kepegawaian, layanan kepegawaian beserta persyaratannya, pengumuman dan nilai CASN, serta pertanyaan yang sering diajukan.',
    heading: 'Helpdesk ASN',
    lead: 'Tempat bertanya seputar kepegawaian di lingkungan Pemerintah Provinsi Jawa Timur, membaca persyaratan layanan, dan mengikuti pengumuman CASN.',
    servicesTitle: 'Layanan kepegawaian',
    servicesLead: 'Persyaratan dan alur setiap layanan, bisa dibaca tanpa masuk.',
    allServices: 'Semua layanan kepegawaian',
    noServices: 'Daftar layanan sedang disiapkan.',
    publicTitle: 'Informasi untuk umum',
    entries: {
      casnPublications: 'Publikasi CASN',
      casnScores: 'Nilai CASN',
      faq: 'Pertanyaan yang sering diajukan',
      faqText: 'Jawaban atas pertanyaan kepegawaian yang sering masuk, bisa dicari.',
    },
  },
  signIn: {
    title: 'Masuk untuk bertanya dan memantau tiket',
    lead: 'Pilih cara masuk sesuai siapa Anda:',
    action: 'Masuk',
    who: [
      { id: 'simaster', who: 'PNS dan PPPK', how: 'Masuk dengan SIMASTER, akun kepegawaian Anda.' },
      { id: 'pttpk', who: 'Pegawai non-ASN (PTT-PK)', how: 'Masuk dengan PTTPK.' },
      { id: 'google', who: 'Masyarakat umum', how: 'Masuk dengan akun Google.' },
    ],
  },
};
