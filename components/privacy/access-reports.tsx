import { useState } from 'react';
import { accessReportsText as t } from '@/locales/id/access-reports';
import { ui } from '@/locales/id/ui';
import { useReadsPerReader, useReadsPerUnit, useUnusualReaders } from '@/hooks/privacy/use-access-reports';
import type { DataColumn } from '@/components/ui/data-table/data-table';
import { PagedTable } from '@/components/ui/data-table/paged-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { useListState } from '@/components/ui/use-list-state';
import { formatDateTimeShort } from '@/utils/format/date';
import type { AccessRangeQuery, ReaderAccessRow, UnitAccessRow } from '@/utils/schemas/access-reports';
import { lastDaysRange } from './access-range';
import { AccessRangeFields } from './access-range-fields';
import { UnusualReadersNotice } from './unusual-readers';

const c = t.columns;
const READER_COLUMNS: DataColumn<ReaderAccessRow>[] = [
  { key: 'reader', title: c.reader, render: (r) => r.reader.name },
  { key: 'role', title: c.role, render: (r) => ui.roles[r.role] },
  { key: 'reads', title: c.reads, render: (r) => r.reads },
  { key: 'people', title: c.people, render: (r) => r.people },
  { key: 'last', title: c.lastAt, render: (r) => formatDateTimeShort(r.last_at) },
];
const UNIT_COLUMNS: DataColumn<UnitAccessRow>[] = [
  { key: 'unit', title: c.unit, render: (u) => u.unit ?? t.unknownUnit },
  { key: 'reads', title: c.reads, render: (u) => u.reads },
  { key: 'people', title: c.people, render: (u) => u.people },
  { key: 'readers', title: c.readers, render: (u) => u.readers },
];

function PerReader({ range }: { range: AccessRangeQuery }) {
  const list = useListState(10);
  const { data, isPending, isFetching } = useReadsPerReader({ ...range, page: list.page, limit: list.limit });
  return (
    <Panel title={t.perReader}>
      <PagedTable<ReaderAccessRow> data={data} list={list} pagerTexts={t.readerPager} rowKey={(r) => r.reader.id} columns={READER_COLUMNS} loading={isPending || isFetching} empty={<EmptyState description={t.empty} />} phoneCards testId="reads-per-reader" />
    </Panel>
  );
}

function PerUnit({ range }: { range: AccessRangeQuery }) {
  const list = useListState(10);
  const { data, isPending, isFetching } = useReadsPerUnit({ ...range, page: list.page, limit: list.limit });
  const rows = data?.data ?? [];
  return (
    <Panel title={t.perUnit}>
      <PagedTable<UnitAccessRow> data={data} list={list} pagerTexts={t.unitPager} rowKey={(u) => rows.indexOf(u)} columns={UNIT_COLUMNS} loading={isPending || isFetching} empty={<EmptyState description={t.empty} />} phoneCards testId="reads-per-unit" />
    </Panel>
  );
}

/** /admin/akses-data: the flag, then reads per reader and per unit over a chosen range (30 days at first). */
export function AccessReports() {
  const [range, setRange] = useState<AccessRangeQuery>(() => lastDaysRange(30));
  const unusual = useUnusualReaders(range);
  return (
    <Flex vertical gap={16}>
      <div>
        <h1 style={{ marginTop: 0 }}>{t.title}</h1>
        <p>{t.intro}</p>
        <AccessRangeFields range={range} onChange={setRange} />
      </div>
      {unusual.data && <UnusualReadersNotice readers={unusual.data} />}
      <PerReader range={range} />
      <PerUnit range={range} />
    </Flex>
  );
}
