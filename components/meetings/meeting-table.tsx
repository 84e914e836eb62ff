import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Flex } from '@/components/ui/flex';
import { NativeSelect } from '@/components/ui/native-select';
import { useConfirm } from '@/components/ui/use-confirm';
import { useNotify } from '@/components/ui/use-notify';
import { useMeetingMutations } from '@/hooks/meetings/use-meeting-mutations';
import { useAdminMeetings } from '@/hooks/meetings/use-meetings';
import { meetingsText } from '@/locales/id/meetings';
import { formatDateTimeShort } from '@/utils/format';
import { MEETING_LISTS, type MeetingList } from '@/utils/schemas/meeting-codes';
import type { MeetingView } from '@/utils/schemas/meetings';
import { meetingTypeLabel } from './meeting-type';

const t = meetingsText.manage;
const LIST_OPTIONS = MEETING_LISTS.map((value) => ({ value, label: meetingsText.lists[value] }));

/** Zoom's list of one kind (upcoming, live, scheduled), page after page, with Hapus. */
export function MeetingTable() {
  const [list, setList] = useState<MeetingList>('upcoming');
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useAdminMeetings(list);
  const { remove } = useMeetingMutations();
  const notify = useNotify();
  const confirm = useConfirm();
  const rows = data?.pages.flatMap((page) => page.meetings);
  const columns: DataColumn<MeetingView>[] = [
    { key: 'topic', title: t.topic, render: (m) => m.topic },
    { key: 'type', title: t.type, from: 'md', render: (m) => meetingTypeLabel(m.type) },
    { key: 'start', title: t.start, render: (m) => (m.start_time ? formatDateTimeShort(m.start_time) : t.noTime) },
    { key: 'duration', title: t.duration, from: 'lg', render: (m) => (m.duration ? meetingsText.live.minutes(m.duration) : '-') },
    {
      key: 'actions',
      title: t.actions,
      render: (m) => (
        <Flex gap={6} wrap>
          <a href={m.join_url} target="_blank" rel="noopener noreferrer">
            {t.link}
          </a>
          <Button
            size="small"
            danger
            aria-label={`${t.remove} ${m.topic}`}
            onClick={() => confirm({ title: t.removeConfirm(m.topic), okText: t.remove, okButtonProps: { danger: true }, cancelText: t.cancel, onOk: () => notify.track(remove.mutateAsync(m.id), t.removed) })}
          >
            {t.remove}
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <NativeSelect<MeetingList> aria-label={t.listLabel} value={list} onChange={(v) => v && setList(v)} options={LIST_OPTIONS} style={{ maxWidth: 240 }} />
      <DataTable testId="meeting-table" rows={rows} rowKey={(m) => m.id} columns={columns} loading={isPending} empty={<EmptyState description={t.empty} />} />
      {hasNextPage && (
        <div>
          <Button loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t.more}
          </Button>
        </div>
      )}
    </Flex>
  );
}
