import { useState } from 'react';
import { Grid, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { DownloadOutlined } from '@ant-design/icons';
import { personnelAdminText } from '@/locales/id/personnel-admin';
import { isApiError } from '@/services/api';
import { pipelineDownloadUrl, type PipelineListQuery, type PipelineRow } from '@/services/personnel-admin';
import { formatNumber } from '@/utils/format/number';
import { DEFAULT_PIPELINE_SORT, PIPELINE_PAGE_SIZE, PIPELINE_PERIOD_READERS } from '@/utils/query/pipeline-periods';
import { PIPELINE_SORTS, type Pipeline } from '@/utils/schemas/personnel-admin';
import { usePipelineList } from '@/hooks/personnel-admin/use-pipeline';
import { useDebouncedValue } from '@/hooks/tickets/use-debounced-value';
import { FilterSelect } from '@/components/siasn-logs/log-filters';
import { LoadFailed } from '@/components/siasn-logs/load-failed';
import { withAntdScope } from '@/components/ui/antd-scope';
import { ButtonLink } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import { SearchInput } from '@/components/ui/search-input';
import { PipelineCards } from './pipeline-cards';
import { DocumentLinks } from './pipeline-cells';
import { PIPELINE_CONFIGS } from './pipeline-configs';
import { refusalOf } from './refusal';
import { SyncBar } from './sync-bar';
import { usePeriod } from './use-period';

const t = personnelAdminText.pipelines;
type Sort = Pick<PipelineListQuery, 'sort' | 'order'>;
const isSortKey = (key: unknown): key is Sort['sort'] => PIPELINE_SORTS.some((s) => s === key);

/**
 * Nama and NIP, the pipeline's columns, its documents and row action; the four sort keys sort on
 * the server. Documents and action stay pinned on the right: at 1366 px they are in view without
 * scrolling the table sideways.
 */
function columnsOf(pipeline: Pipeline, sort: Sort): TableColumnsType<PipelineRow> {
  const config = PIPELINE_CONFIGS[pipeline];
  const { RowAction } = config;
  const order = (key: string): SortOrder => (sort.sort === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null);
  const columns: TableColumnsType<PipelineRow> = [
    { key: 'nama', title: t.columns.nama, fixed: 'left', width: 200, render: (_, row) => row.nama },
    { key: 'nip', title: t.columns.nip, render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{row.nip}</span> },
    ...config.columns,
    { key: 'documents', title: t.columns.documents, fixed: 'right', render: (_, row) => <DocumentLinks pipeline={pipeline} row={row} documents={config.documents} /> },
    ...(RowAction ? [{ key: 'actions', title: t.columns.actions, fixed: 'right' as const, render: (_: unknown, row: PipelineRow) => <RowAction row={row} /> }] : []),
  ];
  return columns.map((column) => (isSortKey(column.key) ? { ...column, sorter: true, sortOrder: order(column.key), sortDirections: ['ascend', 'descend'] } : column));
}

/** A pipeline's stored list of a period: sync, search, status, server sort and pages, downloads, documents. */
function PipelineTable({ pipeline }: { pipeline: Pipeline }) {
  const config = PIPELINE_CONFIGS[pipeline];
  const { period, setPeriod, ready } = usePeriod(PIPELINE_PERIOD_READERS[pipeline]);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300) || undefined;
  const [status, setStatus] = useState<string | undefined>();
  const [sort, setSort] = useState<Sort>(DEFAULT_PIPELINE_SORT);
  const [page, setPage] = useState(1);
  // Below md (768 px) the rows are cards; before the first measure (and in wide windows) a table.
  const phone = Grid.useBreakpoint().md === false;
  const list = usePipelineList(pipeline, period, { search: term, status, ...sort, page, limit: PIPELINE_PAGE_SIZE }, ready);
  const answer = list.data;
  const filters = { search: term, status };

  const onTableChange: TableProps<PipelineRow>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'paginate') return setPage(pagination.current ?? 1);
    if (action !== 'sort' || Array.isArray(sorter)) return;
    setSort(isSortKey(sorter.columnKey) && sorter.order ? { sort: sorter.columnKey, order: sorter.order === 'descend' ? 'desc' : 'asc' } : DEFAULT_PIPELINE_SORT);
    setPage(1);
  };
  const empty = term || status ? t.filteredEmpty : answer?.syncedAt || answer?.job?.state === 'completed' ? t.periodEmpty : t.neverSyncedEmpty;

  const table = () => {
    // A period the API refuses (a range over 366 days) says why; nothing to retry.
    if (isApiError(list.error) && list.error.response?.status === 400) return <Notice type="error">{refusalOf(list.error)}</Notice>;
    if (list.isError) return <LoadFailed error={list.error} title={t.loadFailed} onRetry={() => void list.refetch()} />;
    if (phone) {
      return (
        <PipelineCards pipeline={pipeline} rows={answer?.data} loading={list.isFetching} empty={empty} page={page} pageSize={PIPELINE_PAGE_SIZE} total={answer?.total ?? 0} onPage={setPage} />
      );
    }
    return (
      <Table<PipelineRow>
        rowKey="id"
        size="middle"
        // Pinned to the start: left where a centred caption of a wide table puts it, it widens the page.
        caption={
          <span className="sr-only" style={{ insetInlineStart: 0 }}>
            {t.caption(t[pipeline].title, config.periodLabel(period))}
          </span>
        }
        columns={columnsOf(pipeline, sort)}
        dataSource={answer?.data}
        loading={list.isFetching}
        locale={{ emptyText: empty }}
        scroll={{ x: 'max-content' }}
        onChange={onTableChange}
        pagination={{ current: page, pageSize: PIPELINE_PAGE_SIZE, total: answer?.total ?? 0, showSizeChanger: false, size: 'small' }}
      />
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
            <config.PeriodPicker
              value={period}
              onChange={(next) => {
                setPeriod(next);
                setStatus(undefined);
                setPage(1);
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
              setPage(1);
            }}
            onSearch={setSearch}
            style={{ width: 260, maxWidth: '100%' }}
          />
          {answer?.statuses?.length ? (
            <FilterSelect
              label={config.statusFilter}
              value={status}
              options={answer.statuses.map((s) => ({ value: s.value, label: t.statusOption(config.statusText(s), formatNumber(s.count)) }))}
              onChange={(value) => {
                setStatus(value);
                setPage(1);
              }}
              width={240}
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
      </Flex>
    </Panel>
  );
}

export default withAntdScope(PipelineTable);
