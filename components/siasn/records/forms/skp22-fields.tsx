import { FieldItem, Pair, QuadrantPreview, WholeNumber } from './controls';
import { PenilaiFields } from './penilai-fields';
import { RatingItems } from './rating-items';

/** SKP 2022+: the year, both ratings with the quadrant they give, and the appraiser. */
export function Skp22Fields() {
  return (
    <>
      <FieldItem name="tahun" required>
        <WholeNumber min={2022} max={2100} />
      </FieldItem>
      <Pair>
        <RatingItems />
      </Pair>
      <QuadrantPreview result="hasilKinerjaNilai" behaviour="perilakuKerjaNilai" />
      <PenilaiFields jabatan="penilaiJabatan" />
    </>
  );
}
