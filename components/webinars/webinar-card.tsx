import Link from 'next/link';
import { Panel } from '@/components/ui/panel';
import { Tag } from '@/components/ui/tag';
import { Text } from '@/components/ui/text';
import { Flex } from '@/components/ui/flex';
import { webinarsText as t } from '@/locales/id/webinars';
import type { WebinarView } from '@/utils/schemas/webinars';
import { groupsText, scheduleText } from './webinar-schedule';
import { WebinarStatusTag } from './webinar-status-tag';

/** One series in the list: title, schedule, hours, who may join; the status for admins. */
export function WebinarCard({ webinar, showStatus }: { webinar: WebinarView; showStatus: boolean }) {
  return (
    <Panel
      size="small"
      data-testid="webinar-card"
      title={<Link href={`/webinar/${webinar.id}`}>{webinar.title}</Link>}
      extra={showStatus && <WebinarStatusTag status={webinar.status} />}
    >
      <Flex vertical gap={6}>
        <Text>{scheduleText(webinar)}</Text>
        <Text secondary>
          {t.hours(webinar.training_hours)} · {groupsText(webinar.allowed_groups)} · {t.participants(webinar.participants_count)}
        </Text>
        <Flex gap={6} wrap>
          {webinar.registered && <Tag color="processing">{t.registered}</Tag>}
          <Tag color={webinar.registration_open ? 'success' : 'default'}>{webinar.registration_open ? t.registrationOpen : t.registrationClosed}</Tag>
        </Flex>
      </Flex>
    </Panel>
  );
}
