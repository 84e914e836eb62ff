import { formatRupiah } from '@/utils/format/currency';
import { rankLabel } from '@/utils/catalogue/ranks';
import { dateRange, letter, text, textOf } from './record-fields';
import { rowsSection } from './rows-section';

/** Riwayat pengadaan: the recruitment rows of the NIP (protocol section 5, snake_case as sent). */
export const PengadaanSection = rowsSection('rw-pengadaan', [
  text('jenis_formasi_nama'),
  text('periode'),
  text('no_peserta', 'md'),
  letter('pertek', 'no_pertek', 'tgl_pertek', 'lg'),
  letter('sk', 'no_sk', 'tgl_sk', 'md'),
  { key: 'golongan_id', from: 'lg', show: (row) => rankLabel(textOf(row.golongan_id)) ?? textOf(row.golongan_id) },
  { key: 'gaji_pokok', from: 'lg', show: (row) => formatRupiah(textOf(row.gaji_pokok)) },
  dateRange('kontrak', 'tgl_kontrak_mulai', 'tgl_kontrak_akhir', 'lg'),
]);
