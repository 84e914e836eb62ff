import { siasnText as t } from '@/locales/id/siasn';
import { ownText } from '@/utils/own-text';
import { date, duration, letter, text, textOf } from './record-fields';
import { rowsSection } from './rows-section';

/** Riwayat hukuman disiplin (SIASN's own spelling: akhirHukumTanggal). */
export const HukumanDisiplinSection = rowsSection('hukuman-disiplin', [
  text('jenisHukumanNama'),
  { key: 'jenisTingkatHukumanId', show: (row) => ownText(t.penaltyLevels, textOf(row.jenisTingkatHukumanId), textOf(row.jenisTingkatHukumanId)) },
  text('alasanHukumanDisiplinNama', 'md'),
  date('hukumanTanggal'),
  date('akhirHukumTanggal', 'md'),
  duration('masaHukuman', 'masaTahun', 'masaBulan', 'lg'),
  letter('sk', 'skNomor', 'skTanggal', 'lg'),
  text('nomorPp', 'lg'),
]);
