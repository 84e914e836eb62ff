import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { TextInput } from '@/components/ui/text-input';
import { formatRupiah } from '@/utils/format/currency';
import { financeText } from '@/locales/id/finance';
import { EAST_JAVA_REGIONS } from '@/utils/catalogue/regions';
import type { LoanType } from '@/utils/schemas/bank';
import { amountOf, regionLabel, type LoanField, type LoanProblems, type LoanValues } from './loan-values';

const t = financeText.simulation;
const LOAN_TYPE_OPTIONS = (['KPR', 'KMG', 'KKB'] as const).map((code) => ({ value: code, label: financeText.products[code].name }));
const REGION_OPTIONS = EAST_JAVA_REGIONS.map((region) => ({ value: String(region.id), label: regionLabel(String(region.id)) }));

interface Props {
  values: LoanValues;
  problems: LoanProblems;
  onChange: (field: LoanField, value: string | undefined) => void;
  /** The application needs an amount; the simulation computes with the maximum without one. */
  amountRequired?: boolean;
  idPrefix: string;
}

/** Loan type, basic salary, tenor, regency/city (the catalogue's 38) and amount: the simulation's and the wizard's fields. */
export function LoanFields({ values, problems, onChange, amountRequired = false, idPrefix }: Props) {
  const id = (field: LoanField) => `${idPrefix}-${field}`;
  // A typed amount read back as rupiah ("Rp 5.000.000"), so a missing or extra zero shows at once.
  const rupiahHint = (field: 'basic_salary' | 'tenor_months' | 'amount') => {
    const amount = field === 'tenor_months' ? undefined : amountOf(values[field]);
    return amount !== undefined && Number.isSafeInteger(amount) ? formatRupiah(amount) : undefined;
  };
  const number = (field: 'basic_salary' | 'tenor_months' | 'amount', label: string, required: boolean) => (
    <FormField htmlFor={id(field)} label={label} required={required} error={problems[field]} hint={rupiahHint(field)}>
      <TextInput id={id(field)} inputMode="numeric" autoComplete="off" value={values[field]} invalid={!!problems[field]} onChange={(v) => onChange(field, v)} />
    </FormField>
  );
  return (
    <>
      <FormField htmlFor={id('loan_type')} label={t.loanType} required error={problems.loan_type}>
        <NativeSelect<LoanType>
          id={id('loan_type')}
          value={values.loan_type}
          options={LOAN_TYPE_OPTIONS}
          placeholder=""
          invalid={!!problems.loan_type}
          onChange={(v) => onChange('loan_type', v)}
        />
      </FormField>
      {number('basic_salary', t.basicSalary, true)}
      {number('tenor_months', t.tenor, true)}
      <FormField htmlFor={id('region_code')} label={t.region} required error={problems.region_code}>
        <NativeSelect<string>
          id={id('region_code')}
          value={values.region_code}
          options={REGION_OPTIONS}
          placeholder={t.regionPlaceholder}
          invalid={!!problems.region_code}
          onChange={(v) => onChange('region_code', v)}
        />
      </FormField>
      {number('amount', amountRequired ? t.amountRequired : t.amount, amountRequired)}
    </>
  );
}
