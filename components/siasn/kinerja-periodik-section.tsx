import { siasnText as t } from '@/locales/id/siasn';
import type { SiasnRecord } from '@/services/siasn';
import { REPORTING_PERIODS } from '@/utils/catalogue/code-lists';
import { byId } from '@/utils/catalogue/lookup';
import { formatMonthYear } from '@/utils/format/record-date';
import { Stacked, text, textOf } from './record-fields';
import { quadrant, rating } from './performance-fields';
import { rowsSection } from './rows-section';

/** "Triwulanan" over "April 2026 s.d. Juni 2026". */
function period(row: SiasnRecord) {
  const name = byId(REPORTING_PERIODS, textOf(row.periodikId))?.name ?? textOf(row.periodikNama);
  const months = t.range(formatMonthYear(row.bulanMulaiPenilaian, row.tahunMulaiPenilaian), formatMonthYear(row.bulanSelesaiPenilaian, row.tahunSelesaiPenilaian));
  return <Stacked main={name} sub={months} />;
}

/** Kinerja periodik: the period (Bulanan/Triwulanan), both ratings and the quadrant. */
export const KinerjaPeriodikSection = rowsSection('kinerja-periodik', [
  text('tahun'),
  { key: 'periodikId', show: period },
  rating('hasilKinerjaNilai', 'hasilKinerjaNilai', 'hasilKinerja', 'md'),
  rating('perilakuKerjaNilai', 'perilakuKerjaNilai', 'perilakuKerja', 'md'),
  quadrant('kuadranKinerjaNilai'),
  text('namaPenilai', 'lg'),
]);
