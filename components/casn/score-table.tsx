import { useMemo } from 'react';
import { casnText as t } from '@/locales/id/casn';
import { DataTable, type DataColumn } from '@/components/ui/data-table/data-table';
import { Pager } from '@/components/ui/data-table/pager';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { SearchInput } from '@/components/ui/search-input';
import { Text } from '@/components/ui/text';
import { useListState } from '@/components/ui/use-list-state';
import { formatNumber } from '@/utils/format/number';
import type { CasnScore, CasnScoreRow } from '@/utils/schemas/casn';

const PAGER_TEXTS = { ...t.scoresPager, total: t.total };
/** The columns a phone stacks into one cell; the position applied for shows from lg (992 px). */
const WHO = new Set(['no_peserta', 'nama', 'formasi', 'keterangan']);

type Entry = { index: number; row: CasnScoreRow };

const cell = (value: CasnScoreRow[string]) => (typeof value === 'number' ? formatNumber(value) : (value ?? '-'));

/** Whether any of the row's values contains every word of `term` (case-insensitive). */
function matches(row: CasnScoreRow, words: string[]): boolean {
  const text = Object.values(row).join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}

/** One announcement's scores: searched and paged in the browser (the vendor sends them whole, at most a few thousand rows). */
export function ScoreTable({ score }: { score: CasnScore }) {
  const list = useListState(20);
  const entries = useMemo(() => score.baris.map((row, index) => ({ index, row })), [score]);
  const found = useMemo(() => {
    const words = list.search.toLowerCase().split(/\s+/).filter(Boolean);
    return words.length ? entries.filter((e) => matches(e.row, words)) : entries;
  }, [entries, list.search]);
  const rows = found.slice((list.page - 1) * list.limit, list.page * list.limit);
  const scoreColumns = score.kolom.filter((k) => !WHO.has(k.key));
  const columns: DataColumn<Entry>[] = [
    ...score.kolom.map((k) => ({ key: k.key, title: k.label, render: (e: Entry) => cell(e.row[k.key]), from: k.key === 'formasi' ? ('lg' as const) : ('md' as const) })),
    // A phone has room for one column: who, then every score as "label value".
    {
      key: 'phone',
      title: score.kolom.find((k) => k.key === 'nama')?.label ?? t.scores,
      phoneOnly: true,
      render: (e: Entry) => (
        <Flex vertical gap={2}>
          <strong>{cell(e.row.nama)}</strong>
          <Text secondary>{`${cell(e.row.no_peserta)} · ${cell(e.row.formasi)}`}</Text>
          <span>{scoreColumns.map((k) => `${k.label} ${cell(e.row[k.key])}`).join(' · ')}</span>
          {e.row.keterangan != null && <strong>{cell(e.row.keterangan)}</strong>}
        </Flex>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <SearchInput label={t.searchLabel(score.judul)} placeholder={t.search} onSearch={list.onSearch} style={{ flex: '1 1 260px', maxWidth: 420 }} />
        <Text secondary>{t.rows(found.length)}</Text>
      </Flex>
      <DataTable<Entry>
        testId={`casn-scores-${score.id}`}
        rows={rows}
        rowKey={(e) => e.index}
        columns={columns}
        empty={<EmptyState description={t.noRows} />}
        footer={found.length > 0 && <Pager page={list.page} limit={list.limit} total={found.length} onChange={list.onPageChange} texts={PAGER_TEXTS} />}
      />
    </Flex>
  );
}
