import type { ParsedUrlQuery } from 'node:querystring';
import type { TableColumnsType } from 'antd';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import { ipAsnDownloadUrl, syncIpAsn, type IpAsnFilters } from '@/services/personnel-reports';
import { formatNumber } from '@/utils/format/number';
import { formatDay, formatStamp } from '@/utils/format/record-date';
import type { IpAsnScoreView } from '@/utils/schemas/personnel-reports';
import { reportKeys } from '@/hooks/personnel-reports/keys';
import { useIpAsnReport, useRefresh } from '@/hooks/personnel-reports/use-reports';
import { FilterSelect } from '@/components/siasn-logs/log-filters';
import { withAntdScope } from '@/components/ui/antd-scope';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Tag } from '@/components/ui/tag';
import { IpAsnDistribution } from './ip-asn-distribution';
import { categoryTagColor, orderCategories } from './ip-asn-categories';
import { OpdFilter } from './opd-filter';
import { REPORT_PAGE_SIZE, ReportTable } from './report-table';
import { ReportSync, SyncButton, useReportSync } from './report-sync';
import { ReportToolbar } from './report-toolbar';
import { textOf, useReportFilters } from './use-report-filters';
import { readYear, YearPicker } from './year-picker';

const t = personnelReportsText.ipAsn;
const common = personnelReportsText.common;
const c = t.columns;

const score = (key: 'kualifikasi' | 'kompetensi' | 'kinerja' | 'disiplin' | 'total') => ({
  key,
  title: c[key],
  dataIndex: key,
  align: 'right' as const,
  render: (value: number | null) => formatNumber(value),
});

const columns: TableColumnsType<IpAsnScoreView> = [
  { key: 'nip', title: c.nip, dataIndex: 'nip', render: (nip: string) => <span style={{ whiteSpace: 'nowrap' }}>{nip}</span> },
  { key: 'nama', title: c.nama, dataIndex: 'nama' },
  { key: 'unor', title: c.unor, dataIndex: 'unorNama' },
  score('kualifikasi'),
  score('kompetensi'),
  score('kinerja'),
  score('disiplin'),
  score('total'),
  { key: 'kategori', title: c.kategori, dataIndex: 'kategori', render: (kategori: string | null) => kategori && <Tag color={categoryTagColor(kategori)}>{kategori}</Tag> },
  { key: 'scoredAt', title: c.scoredAt, dataIndex: 'scoredAt', render: (scoredAt: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{formatDay(scoredAt)}</span> },
];

const readFilters = (query: ParsedUrlQuery): Omit<IpAsnFilters, 'search'> => ({ tahun: readYear(textOf(query.tahun)), kategori: textOf(query.kategori), opdId: textOf(query.opdId) });

/** A year's kept IP ASN scores with their dates: year and the read of the current scores, the spread over the categories, filters, pages and the download. */
function IpAsnReport() {
  const { filters, setFilter, search, setSearch, term, page, setPage } = useReportFilters(readFilters);
  const { tahun } = filters;
  const listed = { ...filters, search: term };
  const query = useIpAsnReport({ ...listed, page, limit: REPORT_PAGE_SIZE });
  const refresh = useRefresh(reportKeys.ipAsn());
  const answer = query.data?.tahun === tahun ? query.data : undefined;
  const sync = useReportSync({ kind: 'ip-asn-sync', start: syncIpAsn, lastJob: answer?.job ?? null });
  const distribution = answer && orderCategories(answer.distribution);
  const filtered = Boolean(term || filters.kategori || filters.opdId);
  const summary = answer && [common.people(answer.total), answer.fetchedAt && t.fetchedAt(formatStamp(answer.fetchedAt))].filter(Boolean).join(' · ');

  return (
    <Panel title={<h2 style={{ margin: 0, font: 'inherit' }}>{t.listTitle}</h2>} extra={summary} data-testid="ip-asn-report">
      <Flex vertical gap={16}>
        <ReportSync sync={sync} label={t.sync} onEnded={() => void refresh()}>
          <YearPicker label={common.year} value={tahun} onChange={(year) => setFilter({ tahun: year, kategori: undefined })} />
        </ReportSync>
        <IpAsnDistribution tahun={tahun} rows={distribution} onSelect={(kategori) => setFilter({ kategori })} />
        <ReportToolbar searchLabel={common.searchName} search={search} onSearch={setSearch} downloads={[{ label: common.downloadXlsx, href: ipAsnDownloadUrl(listed) }]}>
          <FilterSelect
            label={t.kategori}
            value={filters.kategori}
            options={(distribution ?? []).map((row) => ({ value: row.kategori, label: common.option(row.kategori, row.total) }))}
            onChange={(kategori) => setFilter({ kategori })}
            width={200}
          />
          <OpdFilter value={filters.opdId} onChange={(opdId) => setFilter({ opdId })} />
        </ReportToolbar>
        <ReportTable<IpAsnScoreView>
          query={query}
          columns={columns}
          rowKey="nip"
          caption={t.caption(tahun)}
          page={page}
          onPage={setPage}
          empty={filtered ? common.filteredEmpty : <EmptyState description={t.neverSynced(tahun)} action={<SyncButton sync={sync} label={t.sync} />} />}
        />
      </Flex>
    </Panel>
  );
}

export default withAntdScope(IpAsnReport);
