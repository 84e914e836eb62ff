import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Text } from '@/components/ui/text';
import { Flex } from '@/components/ui/flex';
import { webinarsText } from '@/locales/id/webinars';
import { currentStep, WEBINAR_STEPS, webinarSteps, type WebinarStep } from '@/utils/rules/webinar-steps';
import type { WebinarDetail } from '@/utils/schemas/webinars';
import { CertificateButton } from './certificate-button';
import { QuizStep } from './quiz-step';
import { AttendStep, RegisterStep } from './registration-actions';

const t = webinarsText.steps;
// antd's Steps and the survey's star ratings load on demand: pages start without antd.
const StepsBar = dynamic(() => import('./webinar-steps-bar'), { ssr: false, loading: () => <Skeleton rows={1} /> });
const SurveyForm = dynamic(() => import('./survey-form').then((m) => m.SurveyForm), { ssr: false, loading: () => <Skeleton rows={3} /> });

/** What one step shows once its turn has come. */
function StepBody({ step, webinar, groupAllowed }: { step: WebinarStep; webinar: WebinarDetail; groupAllowed: boolean }) {
  const progress = webinar.progress;
  if (step === 'register') return <RegisterStep webinar={webinar} groupAllowed={groupAllowed} />;
  if (!progress) return null;
  switch (step) {
    case 'pretest':
    case 'posttest':
      return <QuizStep webinarId={webinar.id} kind={step} progress={progress} />;
    case 'attend':
      return <AttendStep webinar={webinar} />;
    case 'survey':
      return progress.survey ? <Text>{webinarsText.survey.done}</Text> : <SurveyForm webinarId={webinar.id} />;
    case 'certificate':
      return <CertificateButton webinarId={webinar.id} />;
  }
}

/**
 * A participant's way through a series as numbered steps (GOV.UK's task list): the bar shows all
 * six with their state, the step whose turn it is opens below; a finished step can be opened again
 * (a score, a posttest retake), one still waiting cannot.
 */
export function ParticipantSteps({ webinar, groupAllowed }: { webinar: WebinarDetail; groupAllowed: boolean }) {
  const states = webinarSteps(webinar);
  const current = currentStep(states);
  const [chosen, setChosen] = useState<WebinarStep | null>(null);
  // A step just finished stays in view with its outcome (a score, the feedback) and "Lanjut";
  // a choice of a step that closes again (a cancelled registration) falls back to the current one.
  const [followed, setFollowed] = useState(current);
  if (followed !== current) {
    setFollowed(current);
    setChosen(states[followed] === 'done' ? followed : null);
  }
  const shown = chosen && states[chosen] !== 'waiting' ? chosen : current;
  const number = (step: WebinarStep) => WEBINAR_STEPS.indexOf(step) + 1;
  return (
    <section aria-label={t.label}>
      <Flex vertical gap={16}>
        <StepsBar states={states} shown={shown} onShow={setChosen} />
        <Panel size="small" title={<h2 style={{ margin: 0, font: 'inherit' }}>{t.heading(number(shown), t.names[shown])}</h2>} data-testid={`step-${shown}`}>
          <Flex vertical gap={12}>
            {states[shown] === 'skipped' ? (
              <Text secondary>{t.pretestSkipped}</Text>
            ) : (
              // A block of its own: the panel's column would stretch a lone button across it.
              <div>
                <StepBody step={shown} webinar={webinar} groupAllowed={groupAllowed} />
              </div>
            )}
            {shown !== current && (
              <div>
                <Button type="primary" onClick={() => setChosen(current)}>
                  {t.next(number(current), t.names[current])}
                </Button>
              </div>
            )}
          </Flex>
        </Panel>
      </Flex>
    </section>
  );
}
