import { useState } from 'react';
import { useRouter } from 'next/router';
import { Flex } from '@/components/ui/flex';
import { Title } from '@/components/ui/text';
import { useLoanMutations } from '@/hooks/finance/use-loans';
import { financeText } from '@/locales/id/finance';
import { randomUuid } from '@/utils/random-uuid';
import { productOfSegment } from '@/utils/rules/loan-status';
import type { LoanApplicant, LoanApplicationView } from '@/utils/schemas/loans';
import type { SimulationInput } from '@/utils/schemas/bank';
import { LazyLoanSteps } from './loan-steps-lazy';
import { apiProblems, applicantDefaults, checkLoanValues, loanValuesFromQuery, type LoanValues } from './loan-values';
import { useLoanForm } from './use-loan-form';
import { WizardConfirmStep } from './wizard-confirm-step';
import { WizardLoanStep } from './wizard-loan-step';
import { WizardSentStep } from './wizard-sent-step';

const t = financeText.wizard;
const loadSchema = () => import('@/utils/schemas/loans').then((s) => s.LoanApplicationSchema);
export type LoanInput = Required<SimulationInput> & { nip: string };

function initialValues(query: Record<string, string | string[] | undefined>, applicant: LoanApplicant): LoanValues {
  const values = loanValuesFromQuery(query, productOfSegment(query.jenis) ?? undefined);
  const suggested = applicantDefaults(applicant);
  return { ...values, basic_salary: values.basic_salary || (suggested.basic_salary ?? ''), region_code: values.region_code ?? suggested.region_code };
}

/** The three steps: loan data (prefilled from SIASN) -> confirmation with consent -> sent, with the bank's number. */
export function ApplicationWizard({ applicant }: { applicant: LoanApplicant }) {
  const router = useRouter();
  const [step, setStep] = useState(0);
  const { values, problems, setProblems, change } = useLoanForm(() => initialValues(router.query, applicant));
  const [input, setInput] = useState<LoanInput | null>(null);
  const [sent, setSent] = useState<LoanApplicationView | null>(null);
  const { submit } = useLoanMutations();
  // One id for this application, sent with every try: a retry after a lost answer files nothing twice.
  const [reference] = useState(randomUuid);

  const toConfirm = async () => {
    const checked = await checkLoanValues<LoanInput>(values, loadSchema, { nip: applicant.nip });
    if ('problems' in checked) return setProblems(checked.problems);
    setInput(checked.input);
    submit.reset();
    setStep(1);
  };
  const send = async () => {
    if (!input) return;
    try {
      setSent(await submit.mutateAsync({ ...input, reference }));
      setStep(2);
    } catch (error) {
      const fields = apiProblems(error);
      if (Object.keys(fields).length) {
        setProblems(fields);
        setStep(0);
      }
    }
  };

  return (
    <Flex vertical gap={16}>
      <Title level={1}>{t.title}</Title>
      <LazyLoanSteps current={step} items={t.steps.map((title) => ({ title }))} label={t.title} testId="wizard-steps" />
      {step === 0 && <WizardLoanStep applicant={applicant} values={values} problems={problems} onChange={change} onNext={() => void toConfirm()} />}
      {step === 1 && input && (
        <WizardConfirmStep applicant={applicant} input={input} sending={submit.isPending} error={submit.error} onBack={() => setStep(0)} onSend={() => void send()} />
      )}
      {step === 2 && sent && <WizardSentStep loan={sent} />}
    </Flex>
  );
}
