import { FactList, type Fact } from '@/components/ui/fact-list';
import { financeText } from '@/locales/id/finance';
import { formatRupiah } from '@/utils/format/currency';
import type { SalarySource } from '@/utils/rules/loan-salary';
import type { LoanType } from '@/utils/schemas/bank';
import { regionLabel } from './loan-values';

const t = financeText;

type LoanFigures = { loan_type: LoanType; amount: number; tenor_months: number; basic_salary: number; basic_salary_source: SalarySource; region_code: string };

/** The loan's own figures: product, amount, tenor, basic salary (marked when the applicant declared it), regency/city (and more rows after them). */
export function LoanFacts({ loan, extra = [], testId }: { loan: LoanFigures; extra?: Fact[]; testId: string }) {
  const salary = formatRupiah(loan.basic_salary);
  return (
    <FactList
      columns={2}
      data-testid={testId}
      items={[
        { key: 'product', label: t.history.product, value: t.products[loan.loan_type].name },
        { key: 'amount', label: t.history.amount, value: formatRupiah(loan.amount) },
        { key: 'tenor', label: t.history.tenor, value: t.terms.months(loan.tenor_months) },
        { key: 'salary', label: t.detail.basicSalary, value: loan.basic_salary_source === 'declared' ? t.detail.declaredSalary(salary) : salary },
        { key: 'region', label: t.detail.region, value: regionLabel(loan.region_code) },
        ...extra,
      ]}
    />
  );
}
