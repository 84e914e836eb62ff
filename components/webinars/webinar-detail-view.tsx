import { FileSearchOutlined, SettingOutlined } from '@ant-design/icons';
import { useSession } from 'next-auth/react';
import { ButtonLink } from '@/components/ui/button';
import { FactList } from '@/components/ui/fact-list';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { ResultState } from '@/components/ui/result-state';
import { ServerHtml } from '@/components/ui/server-html';
import { Skeleton } from '@/components/ui/skeleton';
import { useWebinar } from '@/hooks/webinars/use-webinars';
import { webinarsText as t } from '@/locales/id/webinars';
import { can } from '@/utils/permissions';
import { ParticipantSteps } from './participant-steps';
import { groupsText, scheduleText } from './webinar-schedule';
import { WebinarStatusTag } from './webinar-status-tag';

/** One series: facts, and a participant's numbered steps (register, pretest, attend, posttest, survey, certificate). */
export function WebinarDetailView({ id }: { id: number | null | undefined }) {
  const { data: session } = useSession();
  const user = session?.user ?? null;
  const admin = can(user, 'manage-webinars');
  const { data: webinar, isPending, isError } = useWebinar(id ?? undefined);
  if (id === null || isError) return <ResultState status="404" icon={<FileSearchOutlined />} title={t.notFound} />;
  if (isPending || !webinar) return <Skeleton rows={6} />;
  return (
    <Flex vertical gap={16}>
      <Panel
        title={webinar.title}
        extra={
          admin && (
            <Flex gap={8} align="center">
              <WebinarStatusTag status={webinar.status} />
              <ButtonLink href={`/helpdesk/webinar/kelola/${webinar.id}`} icon={<SettingOutlined aria-hidden />}>
                {t.manage}
              </ButtonLink>
            </Flex>
          )
        }
      >
        <Flex vertical gap={12}>
          <FactList
            columns={2}
            items={[
              { key: 'schedule', label: t.detail.schedule, value: scheduleText(webinar) },
              { key: 'hours', label: t.form.trainingHours, value: t.hours(webinar.training_hours) },
              { key: 'groups', label: t.detail.groups, value: groupsText(webinar.allowed_groups) },
              { key: 'registration', label: t.detail.registration, value: t.detail.registrationState[webinar.registration_open ? 'open' : 'closed'] },
            ]}
          />
          {webinar.description_html && <ServerHtml html={webinar.description_html} />}
          {webinar.recording_link && (
            <a href={webinar.recording_link} target="_blank" rel="noopener noreferrer">
              {t.detail.recording}
            </a>
          )}
        </Flex>
      </Panel>
      <ParticipantSteps webinar={webinar} groupAllowed={!!user && webinar.allowed_groups.includes(user.group)} />
    </Flex>
  );
}
