import Link from 'next/link';
import { Button } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table/data-table';
import { PagedTable } from '@/components/ui/data-table/paged-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { useListState } from '@/components/ui/use-list-state';
import { useNotify } from '@/components/ui/use-notify';
import { useLoanMutations, useLoans } from '@/hooks/finance/use-loans';
import { financeText } from '@/locales/id/finance';
import { formatDateTimeShort } from '@/utils/format/date';
import { formatRupiah } from '@/utils/format/currency';
import type { LoanApplicationView } from '@/utils/schemas/loans';
import { FinanceHeading } from './finance-heading';
import { LoanStatusTag } from './loan-status-tag';
import { NavButton } from './nav-button';

const t = financeText.history;

function RefreshButton({ loan }: { loan: LoanApplicationView }) {
  const { refresh } = useLoanMutations();
  const notify = useNotify();
  const busy = refresh.isPending;
  return (
    <Button size="small" loading={busy} aria-label={`${t.refresh} ${loan.bank_application_id}`} onClick={() => void notify.track(refresh.mutateAsync(loan.id), t.refreshed)}>
      {t.refresh}
    </Button>
  );
}

const COLUMNS: DataColumn<LoanApplicationView>[] = [
  { key: 'created', title: t.submittedAt, render: (loan) => formatDateTimeShort(loan.created_at), from: 'md' },
  { key: 'bank', title: t.bankNumber, render: (loan) => <Link href={`/layanan-keuangan/pengajuan/${loan.id}`} style={{ whiteSpace: 'nowrap' }}>{loan.bank_application_id}</Link> },
  { key: 'product', title: t.product, render: (loan) => loan.loan_type },
  { key: 'amount', title: t.amount, render: (loan) => formatRupiah(loan.amount), from: 'md' },
  { key: 'tenor', title: t.tenor, render: (loan) => financeText.terms.months(loan.tenor_months), from: 'lg' },
  { key: 'installment', title: t.installment, render: (loan) => formatRupiah(loan.monthly_installment), from: 'lg' },
  { key: 'status', title: t.status, render: (loan) => <LoanStatusTag status={loan.status} /> },
  // A phone has no room for the button beside the status: the detail page (the number's link) has it.
  { key: 'refresh', title: '', render: (loan) => <RefreshButton loan={loan} />, from: 'md' },
];

/** /layanan-keuangan/pengajuan: one's applications, newest first, each with its status and a refresh. */
export function LoanHistory() {
  const list = useListState(10);
  const { data, isPending, isFetching } = useLoans({ page: list.page, limit: list.limit });
  const rows = data?.data ?? [];
  return (
    <Flex vertical gap={16}>
      <FinanceHeading
        title={t.title}
        intro={t.intro}
        action={
          <NavButton type="primary" href="/layanan-keuangan/pengajuan/baru">
            {t.newApplication}
          </NavButton>
        }
      />
      <PagedTable<LoanApplicationView>
        data={data}
        list={list}
        pagerTexts={t.pager}
        hideOnSinglePage
        rowKey={(loan) => rows.indexOf(loan)}
        columns={COLUMNS}
        loading={isPending || isFetching}
        empty={<EmptyState description={t.empty} />}
        minWidth={720}
        testId="loan-history"
      />
    </Flex>
  );
}
