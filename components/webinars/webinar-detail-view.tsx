import { FileSearchOutlined, SettingOutlined } from '@ant-design/icons';
import dynamic from 'next/dynamic';
import { useSession } from 'next-auth/react';
import { ButtonLink } from '@/components/ui/button';
import { FactList } from '@/components/ui/fact-list';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { ResultState } from '@/components/ui/result-state';
import { ServerHtml } from '@/components/ui/server-html';
import { Skeleton } from '@/components/ui/skeleton';
import { Text } from '@/components/ui/text';
import { useWebinar } from '@/hooks/webinars/use-webinars';
import { webinarsText as t } from '@/locales/id/webinars';
import { can } from '@/utils/permissions';
import { CertificateButton } from './certificate-button';
import { QuizStep } from './quiz-step';
import { RegistrationActions } from './registration-actions';
import { groupsText, scheduleText } from './webinar-schedule';
import { WebinarStatusTag } from './webinar-status-tag';

// The survey's star ratings are antd's Rate: loaded when a participant reaches the survey.
const SurveyForm = dynamic(() => import('./survey-form').then((m) => m.SurveyForm), { ssr: false, loading: () => <Skeleton rows={3} /> });

/** One series: facts, registration, and a participant's steps (pretest, attendance, posttest, survey, certificate). */
export function WebinarDetailView({ id }: { id: number | null | undefined }) {
  const { data: session } = useSession();
  const user = session?.user ?? null;
  const admin = can(user, 'manage-webinars');
  const { data: webinar, isPending, isError } = useWebinar(id ?? undefined);
  if (id === null || isError) return <ResultState status="404" icon={<FileSearchOutlined />} title={t.notFound} />;
  if (isPending || !webinar) return <Skeleton rows={6} />;
  const progress = webinar.progress;
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
          {/* A button keeps its own width; a vertical flex would stretch it across the panel. */}
          <div>
            <RegistrationActions webinar={webinar} groupAllowed={!!user && webinar.allowed_groups.includes(user.group)} />
          </div>
        </Flex>
      </Panel>
      {progress && (
        <section aria-label={t.detail.steps}>
          <Flex vertical gap={16}>
            <QuizStep webinarId={webinar.id} kind="pretest" progress={progress} />
            <QuizStep webinarId={webinar.id} kind="posttest" progress={progress} />
            <Panel size="small" title={t.survey.title}>
              {progress.survey ? <Text>{t.survey.done}</Text> : progress.attended ? <SurveyForm webinarId={webinar.id} /> : <Text secondary>{t.survey.afterAttendance}</Text>}
            </Panel>
            <div>
              <CertificateButton webinarId={webinar.id} progress={progress} />
            </div>
          </Flex>
        </section>
      )}
    </Flex>
  );
}
