import { Steps } from 'antd';
import { withAntdScope } from '@/components/ui/antd-scope';
import { webinarsText } from '@/locales/id/webinars';
import { WEBINAR_STEPS, type StepState, type WebinarStep } from '@/utils/rules/webinar-steps';

const t = webinarsText.steps;
const STATUS = { done: 'finish', skipped: 'wait', open: 'process', waiting: 'wait' } as const;

interface Props {
  states: Record<WebinarStep, StepState>;
  shown: WebinarStep;
  onShow: (step: WebinarStep) => void;
}

/** antd's Steps (loaded on demand): the six steps numbered, a step whose turn has not come cannot be opened. */
function WebinarStepsBar({ states, shown, onShow }: Props) {
  return (
    <nav aria-label={t.barLabel} data-testid="webinar-steps">
      <Steps
        current={WEBINAR_STEPS.indexOf(shown)}
        onChange={(index) => onShow(WEBINAR_STEPS[index])}
        responsive
        size="small"
        items={WEBINAR_STEPS.map((step) => ({
          title: t.names[step],
          content: t.state[states[step]],
          status: STATUS[states[step]],
          disabled: states[step] === 'waiting',
        }))}
      />
    </nav>
  );
}

export default withAntdScope(WebinarStepsBar);
