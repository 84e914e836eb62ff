import type { ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { personnelReportsText } from '@/locales/id/personnel-reports';
import { useFocusableScroll } from '@/hooks/use-focusable-scroll';
import { LoadFailed } from '@/components/siasn-logs/load-failed';

export const REPORT_PAGE_SIZE = 20;

/**
 * A table's name for screen readers. Pinned to the left: hidden text is positioned absolutely, and
 * in a caption centred over a table wider than a phone it would widen the page past the table's
 * own scroll box.
 */
export const srCaption = (text: string) => (
  <span className="sr-only" style={{ insetInlineStart: 0 }}>
    {text}
  </span>
);

interface Props<Row> {
  query: UseQueryResult<{ data: Row[]; total: number }>;
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
  /** The table's accessible name. */
  caption: string;
  page: number;
  onPage: (page: number) => void;
  empty: ReactNode;
}

/**
 * A page of a report the server pages (20 rows), or why it could not be loaded. On a phone the
 * table scrolls inside its box instead of widening the page.
 */
export function ReportTable<Row extends object>({ query, columns, rowKey, caption, page, onPage, empty }: Props<Row>) {
  const scrollBox = useFocusableScroll<HTMLDivElement>(caption);
  if (query.isError) return <LoadFailed error={query.error} title={personnelReportsText.common.loadFailed} onRetry={() => void query.refetch()} />;
  return (
    <div ref={scrollBox}>
      <Table<Row>
        rowKey={rowKey}
        size="middle"
        caption={srCaption(caption)}
        columns={columns}
        dataSource={query.data?.data}
        loading={query.isFetching}
        locale={{ emptyText: empty }}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: REPORT_PAGE_SIZE, total: query.data?.total ?? 0, showSizeChanger: false, onChange: onPage, size: 'small' }}
      />
    </div>
  );
}
