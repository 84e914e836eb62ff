import Link from 'next/link';
import { FileSearchOutlined } from '@ant-design/icons';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import { ResultState } from '@/components/ui/result-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Title } from '@/components/ui/text';
import { useNotify } from '@/components/ui/use-notify';
import { useLoan, useLoanMutations } from '@/hooks/finance/use-loans';
import { financeText } from '@/locales/id/finance';
import { apiErrorMessage, isApiError } from '@/services/api';
import { formatDateTimeLong } from '@/utils/format/date';
import { formatRupiah } from '@/utils/format/currency';
import { formatRatePa, LOAN_STATUS, LOAN_STATUS_ORDER, loanStatusStep } from '@/utils/rules/loan-status';
import type { LoanApplicationView } from '@/utils/schemas/loans';
import { ApplicantFacts } from './applicant-facts';
import { LoanFacts } from './loan-facts';
import { LazyLoanSteps } from './loan-steps-lazy';
import { LoanStatusTag } from './loan-status-tag';

const t = financeText.detail;
const STEPS = LOAN_STATUS_ORDER.map((code) => ({ title: LOAN_STATUS[code].label, content: code }));

function Detail({ loan }: { loan: LoanApplicationView }) {
  const { refresh } = useLoanMutations();
  const notify = useNotify();
  const step = loanStatusStep(loan.status);
  return (
    <Flex vertical gap={16}>
      <Link href="/layanan-keuangan/pengajuan">← {t.back}</Link>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex gap={12} align="center" wrap>
          <Title level={1}>{`${t.title} ${loan.bank_application_id}`}</Title>
          <LoanStatusTag status={loan.status} />
        </Flex>
        <Button loading={refresh.isPending} onClick={() => void notify.track(refresh.mutateAsync(loan.id), financeText.history.refreshed)}>
          {financeText.history.refresh}
        </Button>
      </Flex>
      <Panel title={t.statusSteps}>
        <LazyLoanSteps current={Math.max(step, 0)} finished={loan.status === 'A3'} items={STEPS} label={t.statusSteps} testId="status-steps" />
      </Panel>
      <Panel title={financeText.wizard.loan}>
        <LoanFacts
          loan={loan}
          testId="loan-facts"
          extra={[
            { key: 'installment', label: financeText.simulation.monthly, value: formatRupiah(loan.monthly_installment) },
            { key: 'rate', label: t.rate, value: formatRatePa(loan.rate_pa) },
            { key: 'submitted', label: financeText.history.submittedAt, value: formatDateTimeLong(loan.created_at) },
            { key: 'checked', label: t.lastChecked, value: formatDateTimeLong(loan.status_checked_at) },
          ]}
        />
      </Panel>
      <Panel title={financeText.wizard.applicant}>
        <ApplicantFacts applicant={loan} />
      </Panel>
    </Flex>
  );
}

/** /layanan-keuangan/pengajuan/{id}: one's own application with its status steps; anything else is not found. */
export function LoanDetail({ id }: { id: string | null }) {
  const { data, isPending, error } = useLoan(id);
  if (id !== null && isPending) return <Skeleton rows={10} />;
  const status = isApiError(error) ? error.response?.status : undefined;
  if (error && status !== 404 && status !== 400) return <Notice type="error">{apiErrorMessage(error)}</Notice>;
  if (!data)
    return <ResultState status="404" icon={<FileSearchOutlined />} title={t.notFound} subTitle={t.notFoundHint} extra={<Link href="/layanan-keuangan/pengajuan">{t.back}</Link>} />;
  return <Detail loan={data} />;
}
