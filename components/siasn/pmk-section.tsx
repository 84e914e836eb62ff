import { dateRange, duration, letter, text } from './record-fields';
import { rowsSection } from './rows-section';

/** Peninjauan masa kerja: earlier work recognised (SIASN's own spelling: tasaKerjaTahun). */
export const PmkSection = rowsSection('pmk', [
  text('pengalaman'),
  dateRange('masaPengalaman', 'tanggalAwal', 'tanggalSelesai', 'md'),
  duration('masaKerjaDiakui', 'tasaKerjaTahun', 'masaKerjaBulan'),
  letter('sk', 'nomorSk', 'tanggalSk', 'lg'),
  letter('suratBkn', 'nomorBkn', 'tanggalBkn', 'lg'),
  text('dinilai', 'lg'),
]);
