import type { TableColumnsType } from 'antd';
import { siasnLogsText as t } from '@/locales/id/siasn-logs';
import { RECORD_KINDS } from '@/utils/catalogue/personnel-writes';
import { PORTAL_USULAN_KEYS } from '@/utils/catalogue/usulan';
import { SIASN_WRITE_ACTIONS, SIASN_WRITE_TYPES, type SiasnWriteLogQuery, type SiasnWriteLogRow } from '@/utils/schemas/siasn-logs';
import { useSiasnWriteLog } from '@/hooks/siasn/use-siasn-logs';
import { withAntdScope } from '@/components/ui/antd-scope';
import { FilterSelect, MonthFilter, NipFilter } from './log-filters';
import { WriteOutcomeTag, logTime, serviceLabel, userLabel } from './log-cells';
import { LOG_PAGE_SIZE, PagedLogTable, useLogPaging } from './paged-log-table';
import { WriteDetails } from './write-details';

const c = t.writes.columns;
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

type Filters = Omit<SiasnWriteLogQuery, 'page' | 'limit'>;

/** The write audit: filters, a server-paged table, a row opens the request summary and SIASN's message. */
function WriteLogTable() {
  const paging = useLogPaging<Filters>();
  const { filters, set } = paging;
  const query = useSiasnWriteLog({ ...filters, page: paging.page, limit: LOG_PAGE_SIZE });
  return (
    <PagedLogTable
      paging={paging}
      query={query}
      title={t.writes.listTitle}
      total={t.writes.total}
      empty={t.writes.empty}
      columns={columns}
      expandable={{ expandedRowRender: (row) => <WriteDetails row={row} /> }}
      data-testid="siasn-write-log"
      controls={
        <>
          <FilterSelect label={t.filters.type} value={filters.type} options={TYPE_OPTIONS} onChange={(v) => set('type')(v as Filters['type'])} />
          <FilterSelect label={t.filters.service} value={filters.service} options={SERVICE_OPTIONS} onChange={set('service')} width={190} />
          <NipFilter value={filters.nip} onChange={set('nip')} />
          <FilterSelect label={t.filters.action} value={filters.action} options={ACTION_OPTIONS} onChange={(v) => set('action')(v as Filters['action'])} width={130} />
          <MonthFilter value={filters.month} onChange={set('month')} />
        </>
      }
    />
  );
}

export default withAntdScope(WriteLogTable);
