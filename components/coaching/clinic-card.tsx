import Link from 'next/link';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Tag } from '@/components/ui/tag';
import { Text } from '@/components/ui/text';
import { coachingText as t } from '@/locales/id/coaching';
import type { ClinicView } from '@/utils/schemas/coaching';
import { clinicSchedule, consultantName } from './clinic-facts';
import { ClinicStatusTag } from './clinic-status-tag';
import { JoinButton } from './join-button';

/** One clinic in the list: status, schedule, consultant, capacity, and the person's Ikuti. */
export function ClinicCard({ clinic }: { clinic: ClinicView }) {
  return (
    <Panel size="small" data-testid="clinic-card" title={<Link href={`/coaching-clinic/${clinic.id}`}>{clinic.title}</Link>} extra={<ClinicStatusTag status={clinic.status} />}>
      <Flex vertical gap={6}>
        <Text>{clinicSchedule(clinic)}</Text>
        <Text secondary>
          {t.consultant}: {consultantName(clinic)}
        </Text>
        <Flex gap={6} wrap align="center">
          <Tag>{t.capacity(clinic.participants_count, clinic.capacity)}</Tag>
          <Tag color={clinic.is_private ? 'purple' : 'blue'}>{clinic.is_private ? t.private : t.open}</Tag>
          <JoinButton clinic={clinic} />
        </Flex>
      </Flex>
    </Panel>
  );
}
