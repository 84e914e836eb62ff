import { useMemo, useState } from 'react';
import { Button, Flex, Input, Popconfirm, Space, Table, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { referenceText } from '@/locales/id';
import type { RefKind, RefRow } from '@/services/ref';
import { useRefList, useRefMutations } from '@/hooks/ref/use-ref';
import { useNotify } from '@/components/ui/use-notify';
import { REF_KINDS } from './ref-kinds';
import { RefFormModal } from './ref-form-modal';

const isLocked = (row: RefRow) => 'locked' in row && row.locked;

/** One reference list with search, create/edit in a modal and delete (the API refuses in-use rows with 409). */
export function RefTable({ kind }: { kind: RefKind }) {
  const config = REF_KINDS[kind];
  const { data, isFetching } = useRefList(kind);
  const { remove } = useRefMutations(kind);
  const notify = useNotify();
  const [editing, setEditing] = useState<RefRow | null | undefined>(undefined);
  const [search, setSearch] = useState('');

  const rows = useMemo(() => {
    const term = search.trim().toLowerCase();
    return term ? data?.filter((r) => config.nameOf(r).toLowerCase().includes(term)) : data;
  }, [data, search, config]);

  const columns: ColumnsType<RefRow> = [
    ...config.columns,
    {
      title: referenceText.columns.actions,
      key: 'actions',
      width: 110,
      render: (_, row) => (
        <Space>
          <Button size="small" icon={<EditOutlined />} aria-label={`${referenceText.edit} ${config.nameOf(row)}`} onClick={() => setEditing(row)} />
          {isLocked(row) ? (
            <Tooltip title={referenceText.locked}>
              <Button size="small" icon={<LockOutlined />} disabled aria-label={referenceText.locked} />
            </Tooltip>
          ) : (
            <Popconfirm
              title={referenceText.confirmRemove(config.nameOf(row))}
              description={referenceText.confirmHint}
              okText={referenceText.remove}
              cancelText={referenceText.cancel}
              okButtonProps={{ danger: true }}
              onConfirm={() => notify.track(remove.mutateAsync(row.id), referenceText.removed)}
            >
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${referenceText.remove} ${config.nameOf(row)}`} />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" gap={12} wrap>
        <Input.Search allowClear placeholder={referenceText.search} onChange={(e) => setSearch(e.target.value)} style={{ maxWidth: 320 }} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid={`ref-add-${kind}`}>
          {referenceText.addTitle(config.label)}
        </Button>
      </Flex>
      <Table<RefRow> rowKey="id" size="middle" data-testid={`ref-table-${kind}`} columns={columns} dataSource={rows} loading={isFetching} pagination={{ pageSize: 20, hideOnSinglePage: true }} />
      <RefFormModal kind={kind} row={editing} onClose={() => setEditing(undefined)} />
    </Flex>
  );
}
