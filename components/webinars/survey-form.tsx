import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { FormField } from '@/components/ui/form-field';
import { NamedRate } from '@/components/ui/named-rate';
import { TextArea } from '@/components/ui/text-area';
import { withAntdScope } from '@/components/ui/antd-scope';
import { useNotify } from '@/components/ui/use-notify';
import { useParticipation } from '@/hooks/webinars/use-participation';
import { webinarsText } from '@/locales/id/webinars';

const t = webinarsText.survey;
const QUESTIONS = ['content', 'speaker', 'usefulness'] as const;
type Stars = Record<(typeof QUESTIONS)[number], number>;

/** Three ratings of 1-5 stars and a suggestion, sent once. */
function SurveyFormContent({ webinarId }: { webinarId: number }) {
  const [stars, setStars] = useState<Stars>({ content: 0, speaker: 0, usefulness: 0 });
  const [suggestion, setSuggestion] = useState('');
  const { survey } = useParticipation(webinarId);
  const notify = useNotify();
  const complete = QUESTIONS.every((q) => stars[q] > 0);
  const submit = () => notify.track(survey.mutateAsync({ ...stars, suggestion: suggestion.trim() || undefined }), t.done);
  return (
    <Flex vertical gap={8} data-testid="survey-form">
      {QUESTIONS.map((q) => (
        <div key={q} role="group" aria-label={t[q]}>
          <div>{t[q]}</div>
          <NamedRate value={stars[q]} onChange={(value) => setStars((current) => ({ ...current, [q]: value }))} />
        </div>
      ))}
      <FormField htmlFor="webinar-suggestion" label={t.suggestion}>
        <TextArea id="webinar-suggestion" value={suggestion} onChange={setSuggestion} rows={3} maxLength={1000} />
      </FormField>
      <div>
        <Button type="primary" disabled={!complete} loading={survey.isPending} onClick={() => void submit()}>
          {t.submit}
        </Button>
      </div>
    </Flex>
  );
}

export const SurveyForm = withAntdScope(SurveyFormContent);
