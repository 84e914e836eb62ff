import { siasnText as t } from '@/locales/id/siasn';
import type { SiasnRecord } from '@/services/siasn';
import { formatRupiah } from '@/utils/format/currency';
import { rankLabel } from '@/utils/catalogue/ranks';
import { columns, dateRange, letter, text, textOf } from './record-fields';
import { RecordTable } from './record-table';
import { SectionQuery, type SectionProps } from './section-query';

const COLUMNS = columns([
  text('jenis_formasi_nama'),
  text('periode'),
  text('no_peserta', 'md'),
  letter('pertek', 'no_pertek', 'tgl_pertek', 'lg'),
  letter('sk', 'no_sk', 'tgl_sk', 'md'),
  { key: 'golongan_id', from: 'lg', show: (row) => rankLabel(textOf(row.golongan_id)) ?? textOf(row.golongan_id) },
  { key: 'gaji_pokok', from: 'lg', show: (row) => formatRupiah(textOf(row.gaji_pokok)) },
  dateRange('kontrak', 'tgl_kontrak_mulai', 'tgl_kontrak_akhir', 'lg'),
]);

/** The section's data (docs/personnel.md): the NIP's rows of the stored agency lists and the formation years stored. */
interface StoredPengadaan {
  rows: SiasnRecord[];
  syncedYears: number[];
}

/** Why the list is empty: no formation year stored yet, or none of the stored years has the NIP. */
const emptyText = (years: number[]) => (years.length === 0 ? t.pengadaan.notSynced : t.pengadaan.noRow(years.join(', ')));

/** Riwayat pengadaan: the recruitment rows of the NIP from the stored agency lists (protocol section 5, snake_case as sent). */
export function PengadaanSection({ nip }: SectionProps) {
  return (
    <SectionQuery<StoredPengadaan> nip={nip} section="rw-pengadaan">
      {({ rows, syncedYears }) => <RecordTable rows={rows} columns={COLUMNS} empty={emptyText(syncedYears)} testId="rw-pengadaan-table" />}
    </SectionQuery>
  );
}
