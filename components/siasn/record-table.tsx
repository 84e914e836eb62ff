import { useMemo, useState } from 'react';
import { siasnText as t } from '@/locales/id/siasn';
import type { SiasnRecord } from '@/services/siasn';
import { DataTable, type DataColumn } from '@/components/ui/data-table/data-table';
import { Pager } from '@/components/ui/data-table/pager';
import { EmptyState } from '@/components/ui/empty-state';

const FIRST_LIMIT = 10;

interface Props {
  rows: readonly SiasnRecord[];
  columns: DataColumn<SiasnRecord>[];
  /** The sentence of an empty list: what is missing (siasnText.empty). */
  empty: string;
  /** SIASN sends riwayat oldest first; a family is shown as sent. */
  newestFirst?: boolean;
  testId?: string;
}

/**
 * SIASN rows in a table, paged here (the API answers a section whole); no pager while they fit on one
 * page. On a phone each row is a card; a pinned column (the row's actions) stays in view on wider screens.
 */
export function RecordTable({ rows, columns, empty, newestFirst = true, testId }: Props) {
  const [{ page, limit }, setPaging] = useState({ page: 1, limit: FIRST_LIMIT });
  const ordered = useMemo(() => (newestFirst ? [...rows].reverse() : rows), [rows, newestFirst]);
  const keys = useMemo(() => new Map(ordered.map((row, index) => [row, index])), [ordered]);
  const lastPage = Math.max(1, Math.ceil(rows.length / limit));
  const current = Math.min(page, lastPage);
  return (
    <DataTable<SiasnRecord>
      rows={ordered.slice((current - 1) * limit, current * limit)}
      rowKey={(row) => keys.get(row) ?? 0}
      columns={columns}
      empty={<EmptyState description={empty} />}
      testId={testId}
      phoneCards
      footer={
        rows.length > FIRST_LIMIT && (
          <Pager
            page={current}
            limit={limit}
            total={rows.length}
            texts={t.pager}
            onChange={(next, size) => setPaging({ page: size === limit ? next : 1, limit: size })}
          />
        )
      }
    />
  );
}
