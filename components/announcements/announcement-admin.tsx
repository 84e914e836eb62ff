import { useState } from 'react';
import dynamic from 'next/dynamic';
import { PlusOutlined } from '@ant-design/icons';
import { adminText } from '@/locales/id/admin';
import { useAnnouncementMutations, useAnnouncements } from '@/hooks/announcements/use-announcements';
import { Button } from '@/components/ui/button';
import { PhoneOnly, type DataColumn } from '@/components/ui/data-table/data-table';
import { PagedTable } from '@/components/ui/data-table/paged-table';
import { editRemoveColumn } from '@/components/ui/edit-remove-buttons';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';
import { Tag } from '@/components/ui/tag';
import { Text } from '@/components/ui/text';
import { useNotify } from '@/components/ui/use-notify';
import { useOnceOpened } from '@/components/ui/use-once-opened';
import { useListState } from '@/components/ui/use-list-state';
import { formatDateTimeShort } from '@/utils/format';
import type { AnnouncementView } from '@/utils/schemas/knowledge';

// The form (antd Modal, Form, DatePicker, the markdown editor) loads when one is added or edited.
const AnnouncementModal = dynamic(() => import('./announcement-modal').then((m) => m.AnnouncementModal), { ssr: false });
const t = adminText.announcements;
const BUTTON_TEXTS = { ...t, cancel: adminText.cancel };
const PAGER_TEXTS = { ...t.pager, total: t.total };
const windowText = (a: AnnouncementView) =>
  `${a.starts_at ? formatDateTimeShort(a.starts_at) : t.open} – ${a.ends_at ? formatDateTimeShort(a.ends_at) : t.open}`;

/** Every announcement (shown or not) with create, edit and delete. */
export function AnnouncementAdmin() {
  const list = useListState();
  const [editing, setEditing] = useState<AnnouncementView | null | undefined>(undefined);
  const modalLoaded = useOnceOpened(editing !== undefined);
  const { data, isFetching } = useAnnouncements({ page: list.page, limit: list.limit });
  const { remove } = useAnnouncementMutations();
  const notify = useNotify();
  // On a phone the window shows under the title; its own column from md, the author from lg.
  const columns: DataColumn<AnnouncementView>[] = [
    {
      key: 'title',
      title: t.fields.title,
      render: (a) => (
        <>
          {a.title}
          <PhoneOnly>
            <br />
            <Text secondary>{windowText(a)}</Text>
          </PhoneOnly>
        </>
      ),
    },
    { key: 'window', title: t.fields.window, from: 'md', render: windowText },
    { key: 'status', title: t.status, render: (a) => (a.is_shown ? <Tag color="green">{t.shown}</Tag> : <Tag>{t.hidden}</Tag>) },
    { key: 'author', title: t.author, width: 180, from: 'lg', render: (a) => a.created_by?.name ?? a.created_by?.username ?? '-' },
    editRemoveColumn<AnnouncementView>(adminText.actions, BUTTON_TEXTS, { name: (a) => a.title, onEdit: setEditing, onRemove: (a) => notify.track(remove.mutateAsync(a.id), t.removed) }),
  ];
  return (
    <Panel
      title={t.title}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          {t.add}
        </Button>
      }
    >
      <PagedTable<AnnouncementView>
        testId="announcement-table"
        data={data}
        list={list}
        pagerTexts={PAGER_TEXTS}
        hideOnSinglePage
        rowKey={(a) => a.id}
        columns={columns}
        loading={isFetching}
        empty={<EmptyState />}
      />
      {modalLoaded && <AnnouncementModal item={editing} onClose={() => setEditing(undefined)} />}
    </Panel>
  );
}
