import { Statistic } from '@/components/ui/statistic';
import { Text } from '@/components/ui/text';
import { useEstimate } from '@/hooks/finance/use-finance';
import { financeText } from '@/locales/id/finance';
import { apiErrorMessage } from '@/services/api';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import { simulationTexts } from '@/utils/rules/loan-status';
import type { SimulationInput } from '@/utils/schemas/bank';
import { loanBody, type LoanValues } from './loan-values';

const t = financeText.wizard;

/** The values as a simulation, when every field holds something that may be one (the bank judges the rest). */
export function estimateInput(values: LoanValues): SimulationInput | null {
  const body = loanBody(values);
  const { loan_type, region_code, basic_salary, tenor_months, amount } = body;
  const whole = (n: number | undefined): n is number => n !== undefined && Number.isSafeInteger(n) && n > 0;
  if (!loan_type || !region_code || !whole(basic_salary) || !whole(tenor_months) || !whole(amount)) return null;
  if (basic_salary < 1_000_000 || basic_salary > 100_000_000 || tenor_months > 300) return null;
  return { loan_type, region_code, basic_salary, tenor_months, amount };
}

/** The live instalment beside the wizard's loan fields, with the bank's objection when it has one. */
export function LoanEstimate({ values }: { values: LoanValues }) {
  const input = estimateInput(values);
  const estimate = useEstimate(input);
  let body;
  if (!input) body = <Text secondary>{t.estimateWaiting}</Text>;
  else if (estimate.isError) body = <Text style={{ color: token.colorError }}>{`${t.estimateFailed}: ${apiErrorMessage(estimate.error)}`}</Text>;
  else if (!estimate.data) body = <Text secondary>…</Text>;
  else {
    const texts = simulationTexts(estimate.data);
    body = <Statistic title={t.estimate} value={<span style={{ whiteSpace: 'nowrap' }}>{texts.monthlyInstallment}</span>} suffix={<Text secondary>{` · ${texts.rate}`}</Text>} />;
  }
  return (
    <div aria-live="polite" data-testid="loan-estimate">
      {body}
    </div>
  );
}
