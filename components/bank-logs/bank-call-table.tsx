import { bankLogsText as t } from '@/locales/id/bank-logs';
import { siasnLogsText } from '@/locales/id/siasn-logs';
import { BANK_CALL_OUTCOMES, type BankCallLogQuery, type BankCallLogRow, type BankCallOutcome } from '@/utils/schemas/bank';
import { useBankCallLog } from '@/hooks/bank-logs/use-bank-logs';
import { withAntdScope } from '@/components/ui/antd-scope';
import { Tag } from '@/components/ui/tag';
import { callLogColumns } from '@/components/siasn-logs/call-columns';
import { FilterSelect } from '@/components/siasn-logs/log-filters';
import { LOG_PAGE_SIZE, PagedLogTable, useLogPaging } from '@/components/siasn-logs/paged-log-table';

// ok green, a rule the bank applied orange, no usable answer red, our key refused orange.
const OUTCOME_COLORS: Record<BankCallOutcome, string> = { ok: 'green', rejected: 'orange', error: 'red', timeout: 'red', unauthorized: 'orange' };
const OUTCOME_OPTIONS = BANK_CALL_OUTCOMES.map((value) => ({ value, label: t.outcomes[value] }));

function BankOutcomeTag({ outcome }: { outcome: BankCallOutcome }) {
  return (
    <Tag color={OUTCOME_COLORS[outcome] ?? 'default'} data-outcome={outcome}>
      {t.outcomes[outcome] ?? outcome}
    </Tag>
  );
}

const columns = callLogColumns<BankCallLogRow>(
  (row) => <BankOutcomeTag outcome={row.outcome} />,
  [
    { key: 'nip', title: t.columns.nip, responsive: ['lg'], render: (_, row) => row.nip ?? '' },
    { key: 'loanType', title: t.columns.loanType, responsive: ['md'], render: (_, row) => row.loan_type ?? '' },
  ],
  // The issue: no personal data beyond the NIP, so no name of whom the call was made for.
  { withUser: false },
);

type Filters = Omit<BankCallLogQuery, 'page' | 'limit'>;

/** The bank call log (bank_calls): an outcome filter and a server-paged table. */
function BankCallTable() {
  const paging = useLogPaging<Filters>();
  const query = useBankCallLog({ ...paging.filters, page: paging.page, limit: LOG_PAGE_SIZE });
  return (
    <PagedLogTable
      paging={paging}
      query={query}
      title={t.listTitle}
      total={t.total}
      empty={t.empty}
      columns={columns}
      data-testid="bank-call-log"
      controls={
        <FilterSelect label={siasnLogsText.filters.outcome} value={paging.filters.outcome} options={OUTCOME_OPTIONS} onChange={(v) => paging.set('outcome')(v as Filters['outcome'])} />
      }
    />
  );
}

export default withAntdScope(BankCallTable);
