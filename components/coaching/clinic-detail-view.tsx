import { FileSearchOutlined } from '@ant-design/icons';
import { FactList } from '@/components/ui/fact-list';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { ResultState } from '@/components/ui/result-state';
import { ServerHtml } from '@/components/ui/server-html';
import { Skeleton } from '@/components/ui/skeleton';
import { useClinic } from '@/hooks/coaching/use-clinics';
import { coachingText as t } from '@/locales/id/coaching';
import { clinicSchedule, consultantName } from './clinic-facts';
import { ClinicRatingsPanel } from './clinic-ratings';
import { ClinicStatusTag } from './clinic-status-tag';
import { ConsultantControls } from './consultant-controls';
import { JoinButton } from './join-button';
import { MeetingLink, ParticipantRating } from './participant-panel';
import { RequestTable } from './request-table';

/** One clinic: its facts and link; the consultant's controls, requests and ratings, or the participant's join and rating. */
export function ClinicDetailView({ id }: { id: number | null | undefined }) {
  const { data: clinic, isPending, isError } = useClinic(id ?? undefined);
  if (id === null || isError) return <ResultState status="404" icon={<FileSearchOutlined />} title={t.notFound} />;
  if (isPending || !clinic) return <Skeleton rows={6} />;
  return (
    <Flex vertical gap={16}>
      <Panel title={clinic.title} extra={<ClinicStatusTag status={clinic.status} />}>
        <Flex vertical gap={12}>
          <FactList
            columns={2}
            items={[
              { key: 'schedule', label: t.form.date, value: clinicSchedule(clinic) },
              { key: 'consultant', label: t.consultant, value: consultantName(clinic) },
              { key: 'capacity', label: t.form.capacity, value: t.capacity(clinic.participants_count, clinic.capacity) },
              { key: 'kind', label: t.kind, value: clinic.is_private ? t.private : t.open },
            ]}
          />
          {clinic.description_html && <ServerHtml html={clinic.description_html} />}
          <Flex gap={8} wrap align="center">
            <MeetingLink clinic={clinic} />
            <JoinButton clinic={clinic} />
          </Flex>
          {clinic.can_run && <ConsultantControls clinic={clinic} />}
        </Flex>
      </Panel>
      {clinic.can_run && <RequestTable clinic={clinic} />}
      {clinic.can_run && clinic.status === 'end' && <ClinicRatingsPanel clinicId={clinic.id} />}
      <ParticipantRating clinic={clinic} />
    </Flex>
  );
}
