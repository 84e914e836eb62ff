import { siasnLogsText as t } from '@/locales/id/siasn-logs';
import { SIASN_CALL_METHODS, SIASN_CALL_OUTCOMES, type SiasnCallLogQuery, type SiasnCallLogRow } from '@/utils/schemas/siasn-logs';
import { useSiasnCallLog } from '@/hooks/siasn/use-siasn-logs';
import { withAntdScope } from '@/components/ui/antd-scope';
import { FilterSelect, MonthFilter } from './log-filters';
import { callLogColumns } from './call-columns';
import { CallOutcomeTag } from './log-cells';
import { LOG_PAGE_SIZE, PagedLogTable, useLogPaging } from './paged-log-table';

const OUTCOME_OPTIONS = SIASN_CALL_OUTCOMES.map((value) => ({ value, label: t.callOutcomes[value] }));
const METHOD_OPTIONS = SIASN_CALL_METHODS.map((value) => ({ value, label: value }));

const columns = callLogColumns<SiasnCallLogRow>((row) => <CallOutcomeTag outcome={row.outcome} />);

type Filters = Omit<SiasnCallLogQuery, 'page' | 'limit'>;

/** The gateway call log (siasn_calls): filters and a server-paged table. */
function CallLogTable() {
  const paging = useLogPaging<Filters>();
  const { filters, set } = paging;
  const query = useSiasnCallLog({ ...filters, page: paging.page, limit: LOG_PAGE_SIZE });
  return (
    <PagedLogTable
      paging={paging}
      query={query}
      title={t.calls.listTitle}
      total={t.calls.total}
      empty={t.calls.empty}
      columns={columns}
      data-testid="siasn-call-log"
      controls={
        <>
          <FilterSelect label={t.filters.outcome} value={filters.outcome} options={OUTCOME_OPTIONS} onChange={(v) => set('outcome')(v as Filters['outcome'])} />
          <FilterSelect label={t.filters.method} value={filters.method} options={METHOD_OPTIONS} onChange={(v) => set('method')(v as Filters['method'])} width={120} />
          <MonthFilter value={filters.month} onChange={set('month')} />
        </>
      }
    />
  );
}

export default withAntdScope(CallLogTable);
