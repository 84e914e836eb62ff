/** The menu's names for the public and finance services (docs/public-finance.md); each area has its own file. */
export const publicServicesText = {
  menu: {
    section: 'Layanan',
    catalogue: 'Layanan Kepegawaian',
    finance: 'Layanan Keuangan',
    casnPublications: 'Publikasi CASN',
    casnScores: 'Nilai CASN',
    bankLogs: 'Log Panggilan Bank',
  },
};
