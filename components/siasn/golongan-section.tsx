import type { SiasnRecord } from '@/services/siasn';
import { byId } from '@/utils/catalogue/lookup';
import { RANKS } from '@/utils/catalogue/ranks';
import { date, duration, letter, text, textOf } from './record-fields';
import { rowsSection } from './rows-section';

const rankOf = (row: SiasnRecord) => byId(RANKS, textOf(row.golonganId));

/** Riwayat golongan: the code and pangkat from the catalogue (SIASN's own text where the id is unknown). */
export const GolonganSection = rowsSection('golongan', [
  { key: 'golonganId', show: (row) => rankOf(row)?.code ?? textOf(row.golongan) },
  { key: 'pangkat', show: (row) => rankOf(row)?.name ?? textOf(row.pangkat) },
  date('tmtGolongan'),
  text('jenisKPNama', 'md'),
  duration('masaKerjaGolongan', 'masaKerjaGolonganTahun', 'masaKerjaGolonganBulan', 'lg'),
  letter('sk', 'skNomor', 'skTanggal', 'lg'),
  letter('pertek', 'noPertekBkn', 'tglPertekBkn', 'lg'),
]);
