import { useState } from 'react';
import { Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { adminText } from '@/locales/id';
import { useAnnouncementMutations, useAnnouncements } from '@/hooks/announcements/use-announcements';
import { useNotify } from '@/components/ui/use-notify';
import { formatDateTimeShort } from '@/utils/format';
import type { AnnouncementView } from '@/utils/schemas/knowledge';
import { AnnouncementModal } from './announcement-modal';

const t = adminText.announcements;
const windowText = (a: AnnouncementView) =>
  `${a.starts_at ? formatDateTimeShort(a.starts_at) : t.open} – ${a.ends_at ? formatDateTimeShort(a.ends_at) : t.open}`;

/** Every announcement (shown or not) with create, edit and delete. */
export function AnnouncementAdmin() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AnnouncementView | null | undefined>(undefined);
  const { data, isFetching } = useAnnouncements({ page, limit: 10 });
  const { remove } = useAnnouncementMutations();
  const notify = useNotify();
  const columns: ColumnsType<AnnouncementView> = [
    { title: t.fields.title, dataIndex: 'title' },
    { title: t.fields.window, key: 'window', render: (_, a) => windowText(a) },
    { title: t.status, key: 'status', width: 140, render: (_, a) => (a.is_shown ? <Tag color="green">{t.shown}</Tag> : <Tag>{t.hidden}</Tag>) },
    { title: t.author, key: 'author', width: 180, render: (_, a) => a.created_by?.name ?? a.created_by?.username ?? '-' },
    {
      title: adminText.actions,
      key: 'actions',
      width: 110,
      render: (_, a) => (
        <Space>
          <Button size="small" icon={<EditOutlined />} aria-label={`${t.edit} ${a.title}`} onClick={() => setEditing(a)} />
          <Popconfirm title={t.confirmRemove(a.title)} okText={t.remove} cancelText={adminText.cancel} okButtonProps={{ danger: true }} onConfirm={() => notify.track(remove.mutateAsync(a.id), t.removed)}>
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t.remove} ${a.title}`} />
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Card title={t.title} extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>{t.add}</Button>}>
      <Table<AnnouncementView> rowKey="id" data-testid="announcement-table" columns={columns} dataSource={data?.data} loading={isFetching} pagination={{ current: page, pageSize: 10, total: data?.total, onChange: setPage, hideOnSinglePage: true }} />
      <AnnouncementModal item={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
