import { useState } from 'react';
import dynamic from 'next/dynamic';
import { PlusOutlined } from '@ant-design/icons';
import { savedRepliesText as t } from '@/locales/id/saved-replies';
import { useSavedReplies, useSavedReplyMutations } from '@/hooks/saved-replies/use-saved-replies';
import { Button } from '@/components/ui/button';
import { PhoneOnly, type DataColumn } from '@/components/ui/data-table/data-table';
import { PagedTable } from '@/components/ui/data-table/paged-table';
import { editRemoveColumn } from '@/components/ui/edit-remove-buttons';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { SearchInput } from '@/components/ui/search-input';
import { useNotify } from '@/components/ui/use-notify';
import { useOnceOpened } from '@/components/ui/use-once-opened';
import { useListState } from '@/components/ui/use-list-state';
import { formatRelativeOrDate } from '@/utils/format';
import type { SavedReplyView } from '@/utils/schemas/knowledge';
import styles from './saved-replies.module.css';

// The form (antd Modal, Form and Input, the markdown editor) loads when a reply is added or edited.
const SavedReplyModal = dynamic(() => import('./saved-reply-modal').then((m) => m.SavedReplyModal), { ssr: false });
const PAGER_TEXTS = { ...t.pager, total: t.total };

/** The author's own reply templates: search, create, edit, delete. */
export function SavedReplyManager() {
  const list = useListState();
  const [editing, setEditing] = useState<SavedReplyView | null | undefined>(undefined);
  const modalLoaded = useOnceOpened(editing !== undefined);
  const { data, isFetching } = useSavedReplies({ search: list.search, page: list.page, limit: list.limit });
  const { remove } = useSavedReplyMutations();
  const notify = useNotify();

  // On a phone the text shows under the title; its own column and the date come from md up.
  const columns: DataColumn<SavedReplyView>[] = [
    {
      key: 'title',
      title: t.fields.title,
      render: (r) => (
        <>
          {r.title}
          <PhoneOnly>
            <span className={`${styles.preview} ${styles.secondary}`}>{r.content}</span>
          </PhoneOnly>
        </>
      ),
    },
    { key: 'content', title: t.fields.content, from: 'md', render: (r) => <p className={styles.preview}>{r.content}</p> },
    { key: 'updated_at', title: t.updatedAt, width: 160, from: 'md', render: (r) => formatRelativeOrDate(r.updated_at) },
    editRemoveColumn<SavedReplyView>(t.actions, t, { name: (r) => r.title, onEdit: setEditing, onRemove: (r) => notify.track(remove.mutateAsync(r.id), t.removed) }),
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
      <Flex vertical gap={12}>
        <SearchInput label={t.search} placeholder={t.search} onSearch={list.onSearch} style={{ maxWidth: 320 }} />
        <PagedTable<SavedReplyView>
          testId="saved-reply-table"
          data={data}
          list={list}
          pagerTexts={PAGER_TEXTS}
          hideOnSinglePage
          rowKey={(r) => r.id}
          columns={columns}
          loading={isFetching}
          empty={<EmptyState description={t.empty} />}
        />
      </Flex>
      {modalLoaded && <SavedReplyModal reply={editing} onClose={() => setEditing(undefined)} />}
    </Panel>
  );
}
