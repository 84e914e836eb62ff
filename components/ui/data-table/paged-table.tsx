import type { Paginated } from '@/utils/schemas/common';
import type { ListState } from '@/components/ui/use-list-state';
import { DataTable, type DataTableProps } from './data-table';
import { Pager, type PagerTexts } from './pager';

interface Props<T> extends Omit<DataTableProps<T>, 'rows' | 'footer'> {
  data: Paginated<T> | undefined;
  list: Pick<ListState, 'page' | 'limit' | 'firstLimit' | 'onPageChange'>;
  pagerTexts: PagerTexts;
  /** No pager while every row fits on one page (antd's hideOnSinglePage): of the first size, or of a smaller one chosen since. */
  hideOnSinglePage?: boolean;
}

/** A DataTable of one page of a list the server pages, with its Pager underneath. */
export function PagedTable<T>({ data, list, pagerTexts, hideOnSinglePage = false, ...table }: Props<T>) {
  const total = data?.total ?? 0;
  const pager = total > (hideOnSinglePage ? Math.min(list.firstLimit, list.limit) : 0);
  return (
    <DataTable<T>
      {...table}
      rows={data?.data}
      footer={pager && <Pager page={list.page} limit={list.limit} total={total} onChange={list.onPageChange} texts={pagerTexts} />}
    />
  );
}
