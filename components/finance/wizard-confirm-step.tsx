import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import { Paragraph, Text } from '@/components/ui/text';
import { useEstimate } from '@/hooks/finance/use-finance';
import { financeText } from '@/locales/id/finance';
import { apiErrorMessage } from '@/services/api';
import { simulationTexts } from '@/utils/rules/loan-status';
import type { LoanApplicant } from '@/utils/schemas/loans';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import type { LoanInput } from './application-wizard';
import { ApplicantFacts } from './applicant-facts';
import { BankDocuments } from './bank-documents';
import { salarySourceOf } from '@/utils/rules/loan-salary';
import { LoanFacts } from './loan-facts';
import { ProductTerms } from './product-terms';
import { WithProducts } from './products-state';

const t = financeText.wizard;
const s = financeText.simulation;

interface Props {
  applicant: LoanApplicant;
  input: LoanInput;
  sending: boolean;
  error: unknown;
  onBack: () => void;
  onSend: () => void;
}

/** Step 2, Konfirmasi: everything once more, the bank's figures and terms, the documents it will review, and the consent. */
export function WizardConfirmStep({ applicant, input, sending, error, onBack, onSend }: Props) {
  const [consent, setConsent] = useState(false);
  const [asked, setAsked] = useState(false);
  const estimate = useEstimate(input);
  const texts = estimate.data && simulationTexts(estimate.data);
  const figures = texts
    ? [
        { key: 'monthly', label: s.monthly, value: texts.monthlyInstallment },
        { key: 'rate', label: s.rate, value: texts.rate },
        { key: 'fees', label: s.feeTotal, value: texts.fees.total },
        { key: 'total', label: s.totalPayment, value: texts.totalPayment },
      ]
    : [];
  const send = () => {
    setAsked(true);
    if (consent) onSend();
  };
  return (
    <Flex vertical gap={16} data-testid="wizard-confirm">
      <Paragraph>{t.confirmIntro}</Paragraph>
      <Panel title={t.applicant}>
        <ApplicantFacts applicant={applicant} />
      </Panel>
      <Panel title={t.loan}>
        <LoanFacts loan={{ ...input, basic_salary_source: salarySourceOf(input.basic_salary, applicant.basic_salary) }} extra={figures} testId="confirm-loan" />
      </Panel>
      <Panel title={financeText.terms.title}>
        <WithProducts>
          {(products) => {
            const product = products.find((p) => p.code === input.loan_type);
            return product ? <ProductTerms product={product} /> : null;
          }}
        </WithProducts>
      </Panel>
      <BankDocuments loanType={input.loan_type} />
      <div>
        <Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} data-testid="consent">
          {t.consent}
        </Checkbox>
        {asked && !consent && (
          <div role="alert">
            <Text style={{ color: token.colorError }}>{t.consentRequired}</Text>
          </div>
        )}
      </div>
      {error != null && <Notice type="error" data-testid="send-error">{`${t.sendFailed}: ${apiErrorMessage(error)}`}</Notice>}
      <Flex gap={8} wrap>
        <Button onClick={onBack} disabled={sending}>
          {t.previous}
        </Button>
        <Button type="primary" loading={sending} onClick={send}>
          {t.send}
        </Button>
      </Flex>
    </Flex>
  );
}
