import dynamic from 'next/dynamic';
import { ButtonLink } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Stars } from '@/components/ui/stars';
import { Text } from '@/components/ui/text';
import { coachingText as t } from '@/locales/id/coaching';
import type { ClinicDetail } from '@/utils/schemas/coaching';

// antd's Rate: loaded when an accepted participant may rate.
const RatingForm = dynamic(() => import('./rating-form').then((m) => m.RatingForm), { ssr: false, loading: () => <Skeleton rows={3} /> });

/** The Zoom link (the server sends it only while live, to whom may join) and, after the end, the rating. */
export function MeetingLink({ clinic }: { clinic: ClinicDetail }) {
  if (clinic.meeting_link) {
    return (
      <ButtonLink type="primary" href={clinic.meeting_link} target="_blank" rel="noopener noreferrer" data-testid="clinic-meeting-link">
        {t.detail.meeting}
      </ButtonLink>
    );
  }
  return clinic.status === 'upcoming' && (clinic.my_request === 'accepted' || clinic.can_run) ? <Text secondary>{t.detail.meetingWaits}</Text> : null;
}

export function ParticipantRating({ clinic }: { clinic: ClinicDetail }) {
  if (clinic.my_rating) {
    return (
      <Panel title={t.rating.yours}>
        <Flex vertical gap={4}>
          <Stars value={clinic.my_rating.stars} label={t.rating.starsLabel(clinic.my_rating.stars)} />
          {clinic.my_rating.comment && <Text>{clinic.my_rating.comment}</Text>}
        </Flex>
      </Panel>
    );
  }
  if (!clinic.may_rate) return null;
  return (
    <Panel title={t.rating.give}>
      <RatingForm clinicId={clinic.id} />
    </Panel>
  );
}
