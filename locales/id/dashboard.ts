/** Texts of the dashboard for admins and agents. */
export const dashboardText = {
  title: 'Dasbor',
  total: 'Total tiket',
  perDay: (days: number) => `Tiket per hari (${days} hari terakhir)`,
  barTitle: (date: string, total: number) => `${date}: ${total} tiket`,
  chartLabel: 'Grafik jumlah tiket per hari',
  noData: 'Belum ada data.',
  loadError: 'Data dasbor tidak dapat dimuat.',
  range: 'Rentang',
  days: (n: number) => `${n} hari`,
} as const;
