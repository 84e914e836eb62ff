import { Input } from 'antd';
import { AWARD_TYPES } from '@/utils/catalogue/code-lists';
import { ChoiceSelect, DateInput, FieldItem, type Choice } from './controls';
import type { KindFieldsProps } from './kind-fields';

const AWARD_CHOICES: readonly Choice<string>[] = AWARD_TYPES.map((award) => ({ value: award.id, label: award.name }));

interface AwardProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The edited entry's award name (hargaNama). */
  current?: string;
}

/** The catalogue's awards, plus the edited entry's own when SIASN gave it an id the catalogue lacks. */
function AwardSelect({ current, value, ...control }: AwardProps) {
  const known = !value || AWARD_CHOICES.some((choice) => choice.value === value);
  return <ChoiceSelect {...control} value={value} options={known ? AWARD_CHOICES : [...AWARD_CHOICES, { value, label: current ?? value }]} />;
}

/** Penghargaan: the award, SK number and date (its year is the award's year, derived by the server). */
export function PenghargaanFields({ labels }: KindFieldsProps) {
  return (
    <>
      <FieldItem name="hargaId" required>
        <AwardSelect current={labels.hargaId} />
      </FieldItem>
      <FieldItem name="skNomor" required>
        <Input />
      </FieldItem>
      <FieldItem name="skDate" required>
        <DateInput />
      </FieldItem>
    </>
  );
}
