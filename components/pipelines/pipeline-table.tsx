import { Fragment, useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import { isApiError } from '@/services/api';
import { pipelineDownloadUrl, type PipelineListQuery, type PipelineRow } from '@/services/personnel-admin';
import { formatNumber } from '@/utils/format/number';
import { DEFAULT_PIPELINE_SORT, PIPELINE_PAGE_SIZE, PIPELINE_PERIOD_READERS, PIPELINE_SORTS } from '@/utils/query/pipeline-periods';
import type { Pipeline } from '@/utils/schemas/personnel-admin';
import { usePipelineList } from '@/hooks/personnel-admin/use-pipeline';
import { useDebouncedValue } from '@/hooks/tickets/use-debounced-value';
import { LoadFailed } from '@/components/siasn-logs/load-failed';
import { ButtonLink } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table/data-table';
import { PagedTable } from '@/components/ui/data-table/paged-table';
import { EmptyState } from '@/components/ui/empty-state';
import { IconSymbols } from '@/components/ui/icon-symbols';
import { Flex } from '@/components/ui/flex';
import { NativeSelect } from '@/components/ui/native-select';
import { Notice } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import { SearchInput } from '@/components/ui/search-input';
import { useListState } from '@/components/ui/use-list-state';
import { DocumentLinks } from './pipeline-cells';
import cellStyles from './pipeline-cells.module.css';
import { PIPELINE_CONFIGS } from './pipeline-configs';
import { PIPELINE_ROW_SYMBOLS } from './pipeline-icons';
import { PeriodField } from './period-field';
import { refusalOf } from './refusal';
import { SyncBar } from './sync-bar';
import { usePeriod } from './use-period';

const t = personnelAdminText.pipelines;
const PAGER_TEXTS = { ...t.pager, total: (n: number) => t.total(formatNumber(n)) };
type Sort = Pick<PipelineListQuery, 'sort' | 'order'>;
const isSortKey = (key: unknown): key is Sort['sort'] => PIPELINE_SORTS.some((s) => s === key);

/**
 * Nama and NIP, the pipeline's columns, then its documents and row action in one column kept in
 * view at the table's end (at 1366 px without scrolling the table sideways); the four sort keys
 * sort on the server, a header's click ascending first, then descending.
 */
function columnsOf(pipeline: Pipeline, sort: Sort, onSort: (sort: Sort) => void): DataColumn<PipelineRow>[] {
  const config = PIPELINE_CONFIGS[pipeline];
  const { RowAction } = config;
  const columns: DataColumn<PipelineRow>[] = [
    { key: 'nama', title: t.columns.nama, width: 200, render: (row) => row.nama },
    { key: 'nip', title: t.columns.nip, render: (row) => <span className={cellStyles.nowrap}>{row.nip}</span> },
    ...config.columns,
    {
      key: 'documents',
      title: RowAction ? t.columns.documentsAndAction : t.columns.documents,
      pinned: true,
      render: (row) => (
        <div className={cellStyles.actions}>
          <DocumentLinks pipeline={pipeline} row={row} documents={config.documents} />
          {RowAction && <RowAction row={row} />}
        </div>
      ),
    },
  ];
  return columns.map((column) => {
    const key = column.key;
    if (!isSortKey(key)) return column;
    const direction = sort.sort === key ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined;
    return { ...column, sort: { direction, onSort: () => onSort({ sort: key, order: direction === 'ascending' ? 'desc' : 'asc' }) } };
  });
}

/**
 * A pipeline's stored list of a period: sync, search, status, server sort and pages, downloads,
 * documents. Drawn by the shell's own parts (a data table that turns into cards below 768 px):
 * the server renders it with the first page of rows and no antd (docs/performance.md).
 */
export function PipelineTable({ pipeline }: { pipeline: Pipeline }) {
  const config = PIPELINE_CONFIGS[pipeline];
  const { period, setPeriod, ready } = usePeriod(PIPELINE_PERIOD_READERS[pipeline]);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300) || undefined;
  const [status, setStatus] = useState<string | undefined>();
  const [sort, setSort] = useState<Sort>(DEFAULT_PIPELINE_SORT);
  const pages = useListState(PIPELINE_PAGE_SIZE);
  const firstPage = () => pages.onPageChange(1, pages.limit);
  const list = usePipelineList(pipeline, period, { search: term, status, ...sort, page: pages.page, limit: pages.limit }, ready);
  const answer = list.data;
  const filters = { search: term, status };
  const empty = term || status ? t.filteredEmpty : answer?.syncedAt || answer?.job?.state === 'completed' ? t.periodEmpty : t.neverSyncedEmpty;

  const table = () => {
    // A period the API refuses (a range over 366 days) says why; nothing to retry.
    if (isApiError(list.error) && list.error.response?.status === 400) return <Notice type="error">{refusalOf(list.error)}</Notice>;
    if (list.isError) return <LoadFailed error={list.error} title={t.loadFailed} onRetry={() => void list.refetch()} />;
    const { RowActionHost = Fragment } = config;
    return (
      <RowActionHost>
        <PagedTable<PipelineRow>
          data={answer}
          list={pages}
          pagerTexts={PAGER_TEXTS}
          hideOnSinglePage
          caption={t.caption(t[pipeline].title, config.periodLabel(period))}
          rowKey={(row) => answer?.data.indexOf(row) ?? 0}
          columns={columnsOf(pipeline, sort, (next) => {
            setSort(next);
            firstPage();
          })}
          loading={list.isFetching}
          empty={<EmptyState description={empty} />}
          phoneCards
          testId={`pipeline-${pipeline}-table`}
        />
      </RowActionHost>
    );
  };

  return (
    <Panel title={<h2 style={{ margin: 0, font: 'inherit' }}>{t.listTitle}</h2>} extra={answer ? t.total(formatNumber(answer.total)) : undefined} data-testid={`pipeline-${pipeline}`}>
      <Flex vertical gap={16}>
        <SyncBar
          pipeline={pipeline}
          period={period}
          list={answer}
          picker={
            <PeriodField
              pipeline={pipeline}
              value={period}
              onChange={(next) => {
                setPeriod(next);
                setStatus(undefined);
                firstPage();
              }}
            />
          }
        />
        <Flex gap={8} wrap align="center" role="group" aria-label={t.filters}>
          <SearchInput
            label={t.search}
            placeholder={t.search}
            value={search}
            onChange={(text) => {
              setSearch(text);
              firstPage();
            }}
            onSearch={setSearch}
            style={{ width: 260, maxWidth: '100%' }}
          />
          {answer?.statuses?.length ? (
            <NativeSelect
              aria-label={config.statusFilter}
              placeholder={config.statusFilter}
              value={status}
              options={answer.statuses.map((s) => ({ value: s.value, label: t.statusOption(config.statusText(s), formatNumber(s.count)) }))}
              onChange={(value) => {
                setStatus(value);
                firstPage();
              }}
              style={{ width: 240, maxWidth: '100%' }}
            />
          ) : null}
          <ButtonLink href={pipelineDownloadUrl(pipeline, period, filters, 'xlsx')} icon={<DownloadOutlined aria-hidden />}>
            {t.downloadXlsx}
          </ButtonLink>
          <ButtonLink href={pipelineDownloadUrl(pipeline, period, filters, 'csv')} icon={<DownloadOutlined aria-hidden />}>
            {t.downloadCsv}
          </ButtonLink>
        </Flex>
        {table()}
        <IconSymbols symbols={PIPELINE_ROW_SYMBOLS} />
      </Flex>
    </Panel>
  );
}
