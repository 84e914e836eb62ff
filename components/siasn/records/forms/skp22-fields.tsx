import { ChoiceSelect, FieldItem, Pair, QuadrantPreview, WholeNumber } from './controls';
import { PenilaiFields } from './penilai-fields';
import { RATING_CHOICES } from './ratings';

/** SKP 2022+: the year, both ratings with the quadrant they give, and the appraiser. */
export function Skp22Fields() {
  return (
    <>
      <FieldItem name="tahun" required>
        <WholeNumber min={2022} max={2100} />
      </FieldItem>
      <Pair>
        <FieldItem name="hasilKinerjaNilai" required>
          <ChoiceSelect options={RATING_CHOICES} />
        </FieldItem>
        <FieldItem name="perilakuKerjaNilai" required>
          <ChoiceSelect options={RATING_CHOICES} />
        </FieldItem>
      </Pair>
      <QuadrantPreview result="hasilKinerjaNilai" behaviour="perilakuKerjaNilai" />
      <PenilaiFields jabatan="penilaiJabatan" />
    </>
  );
}
