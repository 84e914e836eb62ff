import { Table, type TableColumnsType } from 'antd';
import { petaJabatanText as t } from '@/locales/id/peta-jabatan';
import type { PetaJabatanPosition } from '@/utils/schemas/peta-jabatan';
import { formatDateTimeLong } from '@/utils/format/date';
import { usePetaJabatan } from '@/hooks/peta-jabatan/use-peta-jabatan';
import { LoadFailed } from '@/components/siasn-logs/load-failed';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import type { ChosenUnit } from './unit-tree';

const c = t.columns;

/** Held minus needed: a red tag when short, a gold one for more than needed. */
function Selisih({ kebutuhan, bezetting }: { kebutuhan: number; bezetting: number }) {
  const difference = bezetting - kebutuhan;
  if (difference < 0) return <Tag color="red" data-selisih={difference}>{t.short(-difference)}</Tag>;
  if (difference > 0) return <Tag color="gold" data-selisih={difference}>{t.excess(difference)}</Tag>;
  return <span data-selisih={0}>{t.fit}</span>;
}

// On a phone: name, needed, held and the difference; kind and class from md up.
const columns: TableColumnsType<PetaJabatanPosition> = [
  { key: 'nama', title: c.nama, dataIndex: 'nama' },
  { key: 'jenis', title: c.jenis, responsive: ['md'], render: (_, row) => t.jenis[row.jenis] },
  { key: 'kelas', title: c.kelas, responsive: ['md'], dataIndex: 'kelas', align: 'right' },
  { key: 'kebutuhan', title: c.kebutuhan, dataIndex: 'kebutuhan', align: 'right' },
  { key: 'bezetting', title: c.bezetting, dataIndex: 'bezetting', align: 'right' },
  { key: 'selisih', title: c.selisih, render: (_, row) => <Selisih kebutuhan={row.kebutuhan} bezetting={row.bezetting} /> },
];

const sum = (rows: PetaJabatanPosition[], key: 'kebutuhan' | 'bezetting') => rows.reduce((total, row) => total + row[key], 0);

/** The chosen unit's positions: needed, held and the difference, with the unit's totals. */
export function PositionPanel({ unit }: { unit: ChosenUnit | null }) {
  const query = usePetaJabatan(unit?.id ?? null, unit !== null);
  const heading = <h2 style={{ margin: 0, font: 'inherit' }}>{unit ? t.positionsTitle(unit.nama) : t.title}</h2>;
  if (!unit) {
    return (
      <Panel title={heading} data-testid="peta-jabatan-positions">
        <EmptyState description={t.pick} />
      </Panel>
    );
  }
  const rows = query.data?.jabatan ?? [];
  return (
    <Panel title={heading} extra={query.data && t.fetchedAt(formatDateTimeLong(query.data.fetchedAt))} data-testid="peta-jabatan-positions">
      {query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} title={t.positionsFailed} />
      ) : query.isPending ? (
        <Skeleton rows={4} />
      ) : (
        <Table<PetaJabatanPosition>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={query.isFetching}
          pagination={false}
          locale={{ emptyText: t.noPositions }}
          footer={rows.length > 0 ? () => t.totals(sum(rows, 'kebutuhan'), sum(rows, 'bezetting')) : undefined}
        />
      )}
    </Panel>
  );
}
