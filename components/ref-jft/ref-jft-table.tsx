import { useState } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { refJftText as t } from '@/locales/id/ref-jft';
import { formatDateTimeLong } from '@/utils/format/date';
import type { RefJftView } from '@/utils/schemas/ref-jft';
import { useRefJft } from '@/hooks/ref-jft/use-ref-jft';
import { LoadFailed } from '@/components/siasn-logs/load-failed';
import { Panel } from '@/components/ui/panel';
import { SearchInput } from '@/components/ui/search-input';

const PAGE_SIZE = 20;
const c = t.columns;

// On a phone: ID and name; level, family, BUP and class from md up.
const columns: TableColumnsType<RefJftView> = [
  { key: 'id', title: c.id, dataIndex: 'id', width: 140 },
  { key: 'nama', title: c.nama, dataIndex: 'nama' },
  { key: 'jenjang', title: c.jenjang, dataIndex: 'jenjang', responsive: ['md'] },
  { key: 'rumpun', title: c.rumpun, dataIndex: 'rumpun', responsive: ['lg'] },
  { key: 'bup', title: c.bup, dataIndex: 'bup', align: 'right', responsive: ['md'] },
  { key: 'kelasJabatan', title: c.kelasJabatan, dataIndex: 'kelasJabatan', align: 'right', responsive: ['md'] },
];

/** The reference, searched by name or ID, a server page at a time. */
export function RefJftTable() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useRefJft({ search: search || undefined, page, limit: PAGE_SIZE });
  const data = query.data;
  const summary = data && `${t.total(data.total)} · ${data.updatedAt ? t.updatedAt(formatDateTimeLong(data.updatedAt)) : t.neverUploaded}`;
  return (
    <Panel title={<h2 style={{ margin: 0, font: 'inherit' }}>{t.listTitle}</h2>} extra={summary} data-testid="ref-jft-table">
      <SearchInput
        label={t.search}
        placeholder={t.searchPlaceholder}
        style={{ maxWidth: 360, marginBottom: 12 }}
        onSearch={(text) => {
          setSearch(text.trim());
          setPage(1);
        }}
      />
      {query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} title={t.loadFailed} />
      ) : (
        <Table<RefJftView>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data?.data}
          loading={query.isFetching}
          locale={{ emptyText: search ? t.noMatch : t.empty }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage, size: 'small' }}
        />
      )}
    </Panel>
  );
}
