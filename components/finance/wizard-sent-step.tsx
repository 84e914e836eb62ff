import { CheckCircleFilled } from '@ant-design/icons';
import { FactList } from '@/components/ui/fact-list';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Paragraph, Title } from '@/components/ui/text';
import { financeText } from '@/locales/id/finance';
import type { LoanApplicationView } from '@/utils/schemas/loans';
import { DESIGN_TOKEN as token } from '@/utils/theme/design-token';
import { BankDocuments } from './bank-documents';
import { LoanStatusTag } from './loan-status-tag';
import { NavButton } from './nav-button';

const t = financeText.wizard;

/** Step 3, Terkirim: the bank's application number, its first status (A1) and the documents the bank will review. */
export function WizardSentStep({ loan }: { loan: LoanApplicationView }) {
  return (
    <Flex vertical gap={16}>
    <Panel data-testid="wizard-sent">
      <Flex vertical gap={12} align="flex-start">
        <Flex gap={8} align="center">
          <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess, fontSize: 24 }} />
          <Title level={2} style={{ margin: 0 }}>
            {t.sentTitle}
          </Title>
        </Flex>
        <Paragraph>{t.sentText}</Paragraph>
        <FactList
          items={[
            { key: 'number', label: t.bankNumber, value: <strong data-testid="bank-number">{loan.bank_application_id}</strong> },
            { key: 'status', label: t.status, value: <LoanStatusTag status={loan.status} /> },
          ]}
        />
        <Flex gap={8} wrap>
          <NavButton type="primary" href={`/layanan-keuangan/pengajuan/${loan.id}`}>
            {t.toDetail}
          </NavButton>
          <NavButton href="/layanan-keuangan/pengajuan">{t.toHistory}</NavButton>
        </Flex>
      </Flex>
    </Panel>
    <BankDocuments loanType={loan.loan_type} />
    </Flex>
  );
}
