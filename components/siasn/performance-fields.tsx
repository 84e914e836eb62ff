import { PERFORMANCE_RATINGS } from '@/utils/catalogue/code-lists';
import { byId } from '@/utils/catalogue/lookup';
import { textOf, type FieldSpec } from './record-fields';
import { QuadrantTag } from './record-tags';

/** A rating (1-3) by its catalogue name; SIASN's own text when the number is missing. */
export const rating = (key: string, valueKey: string, nameKey: string, from?: FieldSpec['from']): FieldSpec => ({
  key,
  from,
  show: (row) => byId(PERFORMANCE_RATINGS, textOf(row[valueKey]))?.name ?? textOf(row[nameKey]),
});

/** The quadrant (1-5) as a coloured tag. */
export const quadrant = (valueKey: string, from?: FieldSpec['from']): FieldSpec => ({
  key: 'kuadran',
  from,
  show: (row) => <QuadrantTag id={row[valueKey]} />,
});
