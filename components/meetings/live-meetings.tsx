import { VideoCameraOutlined } from '@ant-design/icons';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ItemList } from '@/components/ui/item-list';
import { useLiveMeetings } from '@/hooks/meetings/use-meetings';
import { meetingsText } from '@/locales/id/meetings';
import { formatDateTimeShort } from '@/utils/format';

const t = meetingsText.live;

/** The meetings under way now, each with its Gabung link (Zoom's join_url). */
export function LiveMeetings() {
  const { data, isPending } = useLiveMeetings();
  return (
    <ItemList
      data-testid="live-meetings"
      busy={isPending}
      empty={<EmptyState description={t.empty} />}
      items={(data ?? []).map((m) => ({
        key: m.id,
        title: m.topic,
        description: [m.start_time && t.since(formatDateTimeShort(m.start_time)), m.duration && t.minutes(m.duration)].filter(Boolean).join(' · '),
        extra: (
          <ButtonLink type="primary" href={m.join_url} target="_blank" rel="noopener noreferrer" icon={<VideoCameraOutlined aria-hidden />} aria-label={`${t.join}: ${m.topic}`}>
            {t.join}
          </ButtonLink>
        ),
      }))}
    />
  );
}
