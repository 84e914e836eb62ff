import { date, letter } from './record-fields';
import { rowsSection } from './rows-section';

/** Riwayat cuti di luar tanggungan negara. */
export const CltnSection = rowsSection('cltn', [
  letter('sk', 'skNomor', 'skTanggal'),
  date('tanggalAwal'),
  date('tanggalAkhir'),
  date('tanggalAktif', 'md'),
  letter('suratBkn', 'nomorLetterBkn', 'tanggalLetterBkn', 'lg'),
]);
