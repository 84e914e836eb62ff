import { useState } from 'react';
import { Button, Card, Flex, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { savedRepliesText as t } from '@/locales/id';
import { useSavedReplies, useSavedReplyMutations } from '@/hooks/saved-replies/use-saved-replies';
import { useNotify } from '@/components/ui/use-notify';
import { formatRelativeOrDate } from '@/utils/format';
import type { SavedReplyView } from '@/utils/schemas/knowledge';
import { SavedReplyModal } from './saved-reply-modal';

/** The author's own reply templates: search, create, edit, delete. */
export function SavedReplyManager() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<SavedReplyView | null | undefined>(undefined);
  const { data, isFetching } = useSavedReplies({ search, page, limit: 10 });
  const { remove } = useSavedReplyMutations();
  const notify = useNotify();

  const columns: ColumnsType<SavedReplyView> = [
    { title: t.fields.title, dataIndex: 'title', width: 240 },
    { title: t.fields.content, dataIndex: 'content', render: (v: string) => <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>{v}</Typography.Paragraph> },
    { title: t.updatedAt, dataIndex: 'updated_at', width: 160, render: (v: string) => formatRelativeOrDate(v) },
    {
      title: t.actions,
      key: 'actions',
      width: 110,
      render: (_, r) => (
        <Space>
          <Button size="small" icon={<EditOutlined />} aria-label={`${t.edit} ${r.title}`} onClick={() => setEditing(r)} />
          <Popconfirm title={t.confirmRemove(r.title)} okText={t.remove} cancelText={t.cancel} okButtonProps={{ danger: true }} onConfirm={() => notify.track(remove.mutateAsync(r.id), t.removed)}>
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t.remove} ${r.title}`} />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t.title}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t.add}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Input.Search allowClear placeholder={t.search} style={{ maxWidth: 320 }} onSearch={(v) => { setSearch(v); setPage(1); }} />
        <Table<SavedReplyView>
          rowKey="id"
          data-testid="saved-reply-table"
          columns={columns}
          dataSource={data?.data}
          loading={isFetching}
          locale={{ emptyText: t.empty }}
          pagination={{ current: page, pageSize: 10, total: data?.total, onChange: setPage, hideOnSinglePage: true, showTotal: t.total }}
        />
      </Flex>
      <SavedReplyModal reply={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
