import { PERFORMANCE_COEFFICIENTS, REPORTING_PERIODS } from '@/utils/catalogue/code-lists';
import { ChoiceSelect, FieldItem, MONTH_CHOICES, Pair, QuadrantPreview, WholeNumber, type Choice } from './controls';
import { PenilaiFields } from './penilai-fields';
import { RatingItems } from './rating-items';

const PERIOD_CHOICES: readonly Choice<string>[] = REPORTING_PERIODS.map((period) => ({ value: String(period.id), label: period.name }));
const COEFFICIENT_CHOICES: readonly Choice<string>[] = PERFORMANCE_COEFFICIENTS.map((level) => ({ value: level.id, label: level.name }));

/** Kinerja periodik: year, period (monthly or quarterly) and its months, ratings with the quadrant, coefficient, appraiser. */
export function KinerjaPeriodikFields() {
  return (
    <>
      <Pair>
        <FieldItem name="tahun" required>
          <WholeNumber min={2022} max={2100} />
        </FieldItem>
        <FieldItem name="periodikId" required>
          <ChoiceSelect options={PERIOD_CHOICES} />
        </FieldItem>
        <FieldItem name="bulanMulaiPenilaian" required>
          <ChoiceSelect options={MONTH_CHOICES} />
        </FieldItem>
        <FieldItem name="bulanSelesaiPenilaian" required>
          <ChoiceSelect options={MONTH_CHOICES} />
        </FieldItem>
        <RatingItems />
      </Pair>
      <QuadrantPreview result="hasilKinerjaNilai" behaviour="perilakuKerjaNilai" />
      <FieldItem name="koefisienId">
        <ChoiceSelect options={COEFFICIENT_CHOICES} allowClear />
      </FieldItem>
      <PenilaiFields jabatan="penilaiJabatanNama" />
    </>
  );
}
