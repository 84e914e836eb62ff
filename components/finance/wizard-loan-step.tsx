import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Paragraph } from '@/components/ui/text';
import { financeText } from '@/locales/id/finance';
import type { LoanApplicant } from '@/utils/schemas/loans';
import { ApplicantFacts } from './applicant-facts';
import { LoanEstimate } from './loan-estimate';
import { LoanFields } from './loan-fields';
import type { LoanField, LoanProblems, LoanValues } from './loan-values';

const t = financeText.wizard;

interface Props {
  applicant: LoanApplicant;
  values: LoanValues;
  problems: LoanProblems;
  onChange: (field: LoanField, value: string | undefined) => void;
  onNext: () => void;
}

/** Step 1, Data Pinjaman: who applies (read-only, from SIASN) and the loan, with the live instalment. */
export function WizardLoanStep({ applicant, values, problems, onChange, onNext }: Props) {
  return (
    <form
      noValidate
      data-testid="wizard-loan"
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <Flex vertical gap={16}>
        <Panel title={t.applicant}>
          <Paragraph secondary>{t.applicantHint}</Paragraph>
          <ApplicantFacts applicant={applicant} />
        </Panel>
        <Panel title={t.loan}>
          <div style={{ display: 'grid', gap: '4px 16px', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
            <LoanFields idPrefix="pengajuan" values={values} problems={problems} onChange={onChange} amountRequired />
          </div>
          <LoanEstimate values={values} />
        </Panel>
        <div>
          <Button type="primary" htmlType="submit">
            {t.next}
          </Button>
        </div>
      </Flex>
    </form>
  );
}
