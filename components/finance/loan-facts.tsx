import { FactList, type Fact } from '@/components/ui/fact-list';
import { financeText } from '@/locales/id/finance';
import { formatRupiah } from '@/utils/format/currency';
import type { LoanType } from '@/utils/schemas/bank';
import { regionLabel } from './loan-values';

const t = financeText;

/** The loan's own figures: product, amount, tenor, basic salary, regency/city (and more rows after them). */
export function LoanFacts({ loan, extra = [], testId }: { loan: { loan_type: LoanType; amount: number; tenor_months: number; basic_salary: number; region_code: string }; extra?: Fact[]; testId: string }) {
  return (
    <FactList
      columns={2}
      data-testid={testId}
      items={[
        { key: 'product', label: t.history.product, value: t.products[loan.loan_type].name },
        { key: 'amount', label: t.history.amount, value: formatRupiah(loan.amount) },
        { key: 'tenor', label: t.history.tenor, value: t.terms.months(loan.tenor_months) },
        { key: 'salary', label: t.detail.basicSalary, value: formatRupiah(loan.basic_salary) },
        { key: 'region', label: t.detail.region, value: regionLabel(loan.region_code) },
        ...extra,
      ]}
    />
  );
}
