import { useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { PlusOutlined } from '@ant-design/icons';
import { usePodcastMutations, usePodcastsAdmin } from '@/hooks/podcasts/use-podcasts';
import { podcastsText } from '@/locales/id/podcasts';
import { Button } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table/data-table';
import { PagedTable } from '@/components/ui/data-table/paged-table';
import { editRemoveColumn } from '@/components/ui/edit-remove-buttons';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { NativeSelect } from '@/components/ui/native-select';
import { Panel } from '@/components/ui/panel';
import { SearchInput } from '@/components/ui/search-input';
import { Tag } from '@/components/ui/tag';
import { useListState } from '@/components/ui/use-list-state';
import { useNotify } from '@/components/ui/use-notify';
import { useOnceOpened } from '@/components/ui/use-once-opened';
import { formatDate } from '@/utils/format';
import type { PodcastAdminView, PodcastStatus } from '@/utils/schemas/podcasts';

// The create dialog (antd Modal and Form) loads when it is opened.
const PodcastCreateModal = dynamic(() => import('./podcast-create-modal'), { ssr: false });
const t = podcastsText.admin;
const BUTTON_TEXTS = { edit: t.edit, remove: t.remove, cancel: t.cancel, confirmRemove: t.confirmRemove };
const STATUS_COLORS: Record<PodcastStatus, 'success' | 'default'> = { published: 'success', draft: 'default' };
// From the texts, not the schema module: that would bring zod onto the page.
const STATUS_OPTIONS = (Object.keys(t.status) as PodcastStatus[]).map((s) => ({ value: s, label: t.status[s] }));
const editPath = (p: PodcastAdminView) => `/podcasts/kelola/${p.id}`;

/** /podcasts/kelola: every episode with its status, search, status filter, create, edit and delete. */
export function PodcastAdmin() {
  const list = useListState(20);
  const [status, setStatus] = useState<PodcastStatus | undefined>();
  const [creating, setCreating] = useState(false);
  const modalLoaded = useOnceOpened(creating);
  const router = useRouter();
  const notify = useNotify();
  const { data, isFetching } = usePodcastsAdmin({ search: list.search, status, page: list.page, limit: list.limit });
  const { remove } = usePodcastMutations();
  const columns: DataColumn<PodcastAdminView>[] = [
    { key: 'episode', title: t.columns.episode, width: 64, render: (p) => p.episode },
    { key: 'title', title: t.columns.title, render: (p) => <Link href={editPath(p)}>{p.title}</Link> },
    { key: 'status', title: t.columns.status, render: (p) => <Tag color={STATUS_COLORS[p.status]}>{t.status[p.status]}</Tag> },
    { key: 'audio', title: t.columns.audio, from: 'md', render: (p) => (p.audio_url ? t.hasAudio : t.noAudio) },
    { key: 'published', title: t.columns.published, from: 'lg', render: (p) => (p.published_at ? formatDate(p.published_at) : '-') },
    editRemoveColumn<PodcastAdminView>(t.columns.actions, BUTTON_TEXTS, {
      name: (p) => p.title,
      onEdit: (p) => void router.push(editPath(p)),
      onRemove: (p) => notify.track(remove.mutateAsync(p.id), t.removed),
    }),
  ];
  return (
    <Panel
      title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{t.title}</h1>}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {t.add}
        </Button>
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <SearchInput label={podcastsText.search} placeholder={podcastsText.search} onSearch={list.onSearch} style={{ maxWidth: 320 }} />
        <NativeSelect<PodcastStatus> aria-label={t.columns.status} placeholder={t.statusAll} value={status} onChange={setStatus} options={STATUS_OPTIONS} style={{ width: 180 }} />
      </Flex>
      <PagedTable<PodcastAdminView>
        testId="podcast-admin-table"
        data={data}
        list={list}
        pagerTexts={{ ...t.pager, total: t.total }}
        hideOnSinglePage
        rowKey={(p) => p.id}
        columns={columns}
        loading={isFetching}
        empty={<EmptyState description={t.empty} />}
      />
      {modalLoaded && <PodcastCreateModal open={creating} onClose={() => setCreating(false)} />}
    </Panel>
  );
}
