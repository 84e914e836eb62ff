import { PERFORMANCE_RATINGS } from '@/utils/catalogue/code-lists';
import { ChoiceSelect, FieldItem, type Choice } from './controls';

/** Hasil kinerja and perilaku kerja: 1 Diatas, 2 Sesuai, 3 Dibawah Ekspektasi (the catalogue's names). */
const RATING_CHOICES: readonly Choice<number>[] = PERFORMANCE_RATINGS.map((rating) => ({ value: rating.id, label: rating.name }));

/** The two ratings of an SKP or a periodic appraisal, as items of the caller's Pair (the quadrant preview follows it). */
export function RatingItems() {
  return (
    <>
      <FieldItem name="hasilKinerjaNilai" required>
        <ChoiceSelect options={RATING_CHOICES} />
      </FieldItem>
      <FieldItem name="perilakuKerjaNilai" required>
        <ChoiceSelect options={RATING_CHOICES} />
      </FieldItem>
    </>
  );
}
