import { useState } from 'react';
import { Button, Table, type TableColumnsType } from 'antd';
import { siasnLogsText as t } from '@/locales/id/siasn-logs';
import { RECORD_KINDS } from '@/utils/catalogue/personnel-writes';
import { PORTAL_USULAN_KEYS } from '@/utils/catalogue/usulan';
import { SIASN_WRITE_ACTIONS, SIASN_WRITE_TYPES, type SiasnWriteLogFilters, type SiasnWriteLogRow } from '@/services/siasn-logs';
import { useSiasnWriteLog } from '@/hooks/siasn/use-siasn-logs';
import { withAntdScope } from '@/components/ui/antd-scope';
import { Panel } from '@/components/ui/panel';
import { FilterBar, FilterSelect, MonthFilter, NipFilter } from './log-filters';
import { LoadFailed } from './load-failed';
import { WriteOutcomeTag, logTime, serviceLabel, userLabel } from './log-cells';
import { WriteDetails } from './write-details';

const c = t.writes.columns;
const PAGE_SIZE = 20;
const TYPE_OPTIONS = SIASN_WRITE_TYPES.map((value) => ({ value, label: t.types[value] }));
const ACTION_OPTIONS = SIASN_WRITE_ACTIONS.map((value) => ({ value, label: t.actions[value] }));
const SERVICE_OPTIONS = [...RECORD_KINDS, 'biodata', ...PORTAL_USULAN_KEYS].map((value) => ({ value, label: serviceLabel(value) }));

// On a phone: time, service and outcome; the rest from md up, and all of it in the expanded row.
const columns: TableColumnsType<SiasnWriteLogRow> = [
  { key: 'at', title: c.at, render: (_, row) => logTime(row.at), width: 150 },
  { key: 'user', title: c.user, responsive: ['lg'], render: (_, row) => userLabel(row.user) },
  { key: 'nip', title: c.nip, responsive: ['md'], render: (_, row) => row.nip },
  { key: 'type', title: c.type, responsive: ['lg'], render: (_, row) => t.types[row.type] ?? row.type },
  { key: 'service', title: c.service, render: (_, row) => serviceLabel(row.service) },
  { key: 'action', title: c.action, responsive: ['md'], render: (_, row) => t.actions[row.action] ?? row.action },
  { key: 'outcome', title: c.outcome, render: (_, row) => <WriteOutcomeTag outcome={row.outcome} /> },
  { key: 'duration', title: c.duration, responsive: ['lg'], align: 'right', render: (_, row) => t.ms(row.duration_ms) },
];

type Filters = Omit<SiasnWriteLogFilters, 'page' | 'limit'>;

/** The write audit: filters, a server-paged table, a row opens the request summary and SIASN's message. */
function WriteLogTable() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const query = useSiasnWriteLog({ ...filters, page, limit: PAGE_SIZE });
  const set = <K extends keyof Filters>(key: K) => (value: Filters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const filtered = Object.values(filters).some((v) => v !== undefined);
  return (
    <Panel title={<h2 style={{ margin: 0, font: 'inherit' }}>{t.writes.listTitle}</h2>} extra={query.data ? t.writes.total(query.data.total) : undefined} data-testid="siasn-write-log">
      <FilterBar>
        <FilterSelect label={t.filters.type} value={filters.type} options={TYPE_OPTIONS} onChange={(v) => set('type')(v as Filters['type'])} />
        <FilterSelect label={t.filters.service} value={filters.service} options={SERVICE_OPTIONS} onChange={set('service')} width={190} />
        <NipFilter value={filters.nip} onChange={set('nip')} />
        <FilterSelect label={t.filters.action} value={filters.action} options={ACTION_OPTIONS} onChange={(v) => set('action')(v as Filters['action'])} width={130} />
        <MonthFilter value={filters.month} onChange={set('month')} />
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
        <Table<SiasnWriteLogRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={query.data?.rows}
          loading={query.isFetching}
          locale={{ emptyText: t.writes.empty }}
          expandable={{ expandedRowRender: (row) => <WriteDetails row={row} /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: query.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
            size: 'small',
          }}
        />
      )}
    </Panel>
  );
}

export default withAntdScope(WriteLogTable);
