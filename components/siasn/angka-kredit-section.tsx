import { siasnText as t } from '@/locales/id/siasn';
import { formatMonthYear } from '@/utils/format/record-date';
import { letter, number, text } from './record-fields';
import { CreditFlagTags } from './record-tags';
import { rowsSection } from './rows-section';

/** Riwayat angka kredit: the assessment period, the credits and the flags (Pertama, Integrasi, Konversi). */
export const AngkaKreditSection = rowsSection('angka-kredit', [
  letter('sk', 'nomorSk', 'tanggalSk'),
  {
    key: 'periodePenilaian',
    // SIASN's own spelling: Penailan.
    show: (row) => t.range(formatMonthYear(row.bulanMulaiPenailan, row.tahunMulaiPenailan), formatMonthYear(row.bulanSelesaiPenailan, row.tahunSelesaiPenailan)),
  },
  text('namaJabatan', 'lg'),
  number('kreditUtamaBaru', 'md'),
  number('kreditPenunjangBaru', 'lg'),
  number('kreditBaruTotal'),
  { key: 'creditFlags', show: (row) => <CreditFlagTags row={row} /> },
  text('Sumber', 'lg'),
]);
