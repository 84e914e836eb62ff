import { useState, type ReactNode } from 'react';
import { Button, Table, type TableColumnsType, type TableProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { siasnLogsText as t } from '@/locales/id/siasn-logs';
import type { LogPage } from '@/utils/schemas/siasn-logs';
import { Panel } from '@/components/ui/panel';
import { FilterBar } from './log-filters';
import { LoadFailed } from './load-failed';

export const LOG_PAGE_SIZE = 20;

/** A log's filters and page: a changed filter goes back to page 1. */
export function useLogPaging<Filters extends object>() {
  const [filters, setFilters] = useState<Filters>({} as Filters);
  const [page, setPage] = useState(1);
  return {
    filters,
    page,
    setPage,
    set: <K extends keyof Filters>(key: K) => (value: Filters[K]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
    reset: () => {
      setFilters({} as Filters);
      setPage(1);
    },
  };
}

interface PagedLogTableProps<Row extends { id: string | number }, Filters extends object> {
  paging: ReturnType<typeof useLogPaging<Filters>>;
  query: UseQueryResult<LogPage<Row>>;
  title: string;
  total: (count: number) => string;
  empty: string;
  columns: TableColumnsType<Row>;
  /** The filter controls, before the reset link. */
  controls: ReactNode;
  expandable?: TableProps<Row>['expandable'];
  'data-testid': string;
}

/** A log in a panel: its filters (with a reset link once one is set) and a server-paged table, or the load error. */
export function PagedLogTable<Row extends { id: string | number }, Filters extends object>({
  paging,
  query,
  title,
  total,
  empty,
  columns,
  controls,
  expandable,
  'data-testid': testId,
}: PagedLogTableProps<Row, Filters>) {
  const filtered = Object.values(paging.filters).some((v) => v !== undefined);
  return (
    <Panel title={<h2 style={{ margin: 0, font: 'inherit' }}>{title}</h2>} extra={query.data ? total(query.data.total) : undefined} data-testid={testId}>
      <FilterBar>
        {controls}
        {filtered && (
          <Button type="link" onClick={paging.reset}>
            {t.filters.reset}
          </Button>
        )}
      </FilterBar>
      {query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table<Row>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={query.data?.rows}
          loading={query.isFetching}
          locale={{ emptyText: empty }}
          expandable={expandable}
          pagination={{
            current: paging.page,
            pageSize: LOG_PAGE_SIZE,
            total: query.data?.total ?? 0,
            showSizeChanger: false,
            onChange: paging.setPage,
            size: 'small',
          }}
        />
      )}
    </Panel>
  );
}
