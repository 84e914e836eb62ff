import { date, letter } from './record-fields';
import { UNIT_FIELD } from './person-fields';
import { eselonName, PositionName } from './record-tags';
import { rowsSection } from './rows-section';

/** Riwayat jabatan: each post with its type's colour, eselon, unit, TMT and SK. */
export const JabatanSection = rowsSection('jabatan', [
  { key: 'namaJabatan', show: (row) => <PositionName typeId={row.jenisJabatan} name={row.namaJabatan} /> },
  { key: 'eselonId', from: 'lg', show: (row) => eselonName(row.eselonId, row.eselon) },
  { ...UNIT_FIELD, from: 'md' },
  date('tmtJabatan'),
  letter('sk', 'nomorSk', 'tanggalSk', 'lg'),
]);
