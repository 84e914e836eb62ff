import { menuText } from './menu';

/** Texts of the dashboard for admins and agents. */
export const dashboardText = {
  title: menuText.dashboard,
  total: 'Total tiket',
  perDay: (days: number) => `Tiket per hari (${days} hari terakhir)`,
  barTitle: (date: string, total: number) => `${date}: ${total} tiket`,
  chartLabel: 'Grafik jumlah tiket per hari',
  noData: 'Belum ada data.',
  loadError: 'Data dasbor tidak dapat dimuat.',
  range: 'Rentang',
  days: (n: number) => `${n} hari`,
  tickets: 'Tiket',
  load: 'Beban agen (tiket terbuka)',
  loadLabel: 'Grafik jumlah tiket terbuka per agen',
  open: 'Tiket terbuka',
  times: (days: number) => `Waktu respons dan penyelesaian (${days} hari terakhir)`,
  firstResponse: 'Respons pertama',
  resolution: 'Penyelesaian',
  median: 'Median',
  p90: 'Persentil 90',
  counted: (n: number) => `dari ${n} tiket`,
  agent: 'Agen',
  unassigned: 'Belum ditugaskan',
  perWeek: 'Median per minggu (jam)',
  perWeekLabel: 'Grafik median waktu respons dan penyelesaian per minggu',
  weekOf: (date: string) => `Minggu ${date}`,
  none: '-',
  /** Minutes as "45 mnt", "3 j 20 mnt" or "2 h 4 j". */
  duration: (minutes: number | null) => {
    if (minutes === null) return '-';
    if (minutes < 60) return `${minutes} mnt`;
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return minutes % 60 === 0 ? `${hours} j` : `${hours} j ${minutes % 60} mnt`;
    return hours % 24 === 0 ? `${Math.floor(hours / 24)} h` : `${Math.floor(hours / 24)} h ${hours % 24} j`;
  },
} as const;
