import type { ParsedUrlQuery } from 'node:querystring';
import type { TableColumnsType } from 'antd';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import { employeesDownloadUrl, syncEmployees, type EmployeeFilters } from '@/services/personnel-reports';
import type { EmployeeView } from '@/utils/schemas/personnel-reports';
import { reportKeys } from '@/hooks/personnel-reports/keys';
import { useEmployeeReport, useRefresh } from '@/hooks/personnel-reports/use-reports';
import { FilterSelect } from '@/components/siasn-logs/log-filters';
import { withAntdScope } from '@/components/ui/antd-scope';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { OpdFilter } from './opd-filter';
import { REPORT_PAGE_SIZE, ReportTable } from './report-table';
import { ReportSync, SyncButton, useReportSync } from './report-sync';
import { ReportToolbar } from './report-toolbar';
import { oneOf, textOf, useReportFilters } from './use-report-filters';

const t = personnelReportsText.employees;
const common = personnelReportsText.common;
const c = t.columns;
const JENIS = ['PNS', 'PPPK'] as const;

const columns: TableColumnsType<EmployeeView> = [
  { key: 'nip', title: c.nip, dataIndex: 'nip', render: (nip: string) => <span style={{ whiteSpace: 'nowrap' }}>{nip}</span> },
  { key: 'nama', title: c.nama, dataIndex: 'nama' },
  { key: 'jenis', title: c.jenis, dataIndex: 'jenisPegawai' },
  { key: 'golongan', title: c.golongan, dataIndex: 'golongan' },
  { key: 'jabatan', title: c.jabatan, dataIndex: 'jabatan' },
  { key: 'unor', title: c.unor, dataIndex: 'unorNama' },
  { key: 'opd', title: c.opd, dataIndex: 'opdNama' },
];

const readFilters = (query: ParsedUrlQuery): EmployeeFilters => ({ opdId: textOf(query.opdId), jenis: oneOf(textOf(query.jenis), JENIS) });

/** The province's employees from the agency: sync, search, OPD and PNS/PPPK filters, pages, downloads. */
function EmployeeReport() {
  const { filters, setFilter, search, setSearch, term, page, setPage } = useReportFilters(readFilters);
  const listed = { ...filters, search: term };
  const query = useEmployeeReport({ ...listed, page, limit: REPORT_PAGE_SIZE });
  const sync = useReportSync({ kind: 'employees-sync', start: syncEmployees });
  const refresh = useRefresh(reportKeys.employees());
  const filtered = Boolean(term || filters.opdId || filters.jenis);

  return (
    <Panel title={<h2 style={{ margin: 0, font: 'inherit' }}>{t.listTitle}</h2>} extra={query.data && common.people(query.data.total)} data-testid="employee-report">
      <Flex vertical gap={16}>
        <ReportSync sync={sync} label={t.sync} onEnded={() => void refresh()} />
        <ReportToolbar
          searchLabel={common.search}
          search={search}
          onSearch={setSearch}
          downloads={[
            { label: common.downloadXlsx, href: employeesDownloadUrl(listed, 'xlsx') },
            { label: common.downloadCsv, href: employeesDownloadUrl(listed, 'csv') },
          ]}
        >
          <OpdFilter value={filters.opdId} onChange={(opdId) => setFilter({ opdId })} />
          <FilterSelect label={t.jenis} value={filters.jenis} options={JENIS.map((jenis) => ({ value: jenis, label: jenis }))} onChange={(jenis) => setFilter({ jenis: oneOf(jenis, JENIS) })} width={150} />
        </ReportToolbar>
        <ReportTable<EmployeeView>
          query={query}
          columns={columns}
          rowKey="nip"
          caption={t.caption}
          page={page}
          onPage={setPage}
          empty={filtered ? common.filteredEmpty : <EmptyState description={t.neverSynced} action={<SyncButton sync={sync} label={t.sync} />} />}
        />
      </Flex>
    </Panel>
  );
}

export default withAntdScope(EmployeeReport);
