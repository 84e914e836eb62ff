import { useState } from 'react';
import { Button, Table, type TableColumnsType } from 'antd';
import { siasnLogsText as t } from '@/locales/id/siasn-logs';
import { SIASN_CALL_METHODS, SIASN_CALL_OUTCOMES, type SiasnCallLogFilters, type SiasnCallLogRow } from '@/services/siasn-logs';
import { useSiasnCallLog } from '@/hooks/siasn/use-siasn-logs';
import { withAntdScope } from '@/components/ui/antd-scope';
import { Panel } from '@/components/ui/panel';
import { FilterBar, FilterSelect, MonthFilter } from './log-filters';
import { LoadFailed } from './load-failed';
import { CallOutcomeTag, logTime, userLabel } from './log-cells';

const c = t.calls.columns;
const PAGE_SIZE = 20;
const OUTCOME_OPTIONS = SIASN_CALL_OUTCOMES.map((value) => ({ value, label: t.callOutcomes[value] }));
const METHOD_OPTIONS = SIASN_CALL_METHODS.map((value) => ({ value, label: value }));

const columns: TableColumnsType<SiasnCallLogRow> = [
  { key: 'at', title: c.at, render: (_, row) => logTime(row.at), width: 150 },
  { key: 'method', title: c.method, responsive: ['md'], render: (_, row) => <code>{row.method}</code>, width: 80 },
  { key: 'path', title: c.path, render: (_, row) => <span style={{ wordBreak: 'break-all' }}>{row.path}</span> },
  { key: 'status', title: c.status, responsive: ['lg'], render: (_, row) => row.status ?? t.calls.noStatus },
  { key: 'outcome', title: c.outcome, render: (_, row) => <CallOutcomeTag outcome={row.outcome} /> },
  { key: 'duration', title: c.duration, responsive: ['md'], align: 'right', render: (_, row) => t.ms(row.duration_ms) },
  { key: 'user', title: c.user, responsive: ['lg'], render: (_, row) => userLabel(row.user) },
  { key: 'error', title: c.errorCode, responsive: ['lg'], render: (_, row) => row.error_code ?? '' },
];

type Filters = Omit<SiasnCallLogFilters, 'page' | 'limit'>;

/** The gateway call log (siasn_calls): filters and a server-paged table. */
function CallLogTable() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const query = useSiasnCallLog({ ...filters, page, limit: PAGE_SIZE });
  const set = (next: Filters) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };
  const filtered = Object.values(filters).some((v) => v !== undefined);
  return (
    <Panel title={<h2 style={{ margin: 0, font: 'inherit' }}>{t.calls.listTitle}</h2>} extra={query.data ? t.calls.total(query.data.total) : undefined} data-testid="siasn-call-log">
      <FilterBar>
        <FilterSelect label={t.filters.outcome} value={filters.outcome} options={OUTCOME_OPTIONS} onChange={(v) => set({ outcome: v as Filters['outcome'] })} />
        <FilterSelect label={t.filters.method} value={filters.method} options={METHOD_OPTIONS} onChange={(v) => set({ method: v as Filters['method'] })} width={120} />
        <MonthFilter value={filters.month} onChange={(month) => set({ month })} />
        {filtered && (
          <Button
            type="link"
            onClick={() => {
              setFilters({});
              setPage(1);
            }}
          >
            {t.filters.reset}
          </Button>
        )}
      </FilterBar>
      {query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table<SiasnCallLogRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={query.data?.rows}
          loading={query.isFetching}
          locale={{ emptyText: t.calls.empty }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, showSizeChanger: false, onChange: setPage, size: 'small' }}
        />
      )}
    </Panel>
  );
}

export default withAntdScope(CallLogTable);
