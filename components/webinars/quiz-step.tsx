import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { Text } from '@/components/ui/text';
import { useNotify } from '@/components/ui/use-notify';
import { useParticipation, useQuiz } from '@/hooks/webinars/use-participation';
import { webinarsText } from '@/locales/id/webinars';
import type { QuizKind, QuizResult } from '@/utils/schemas/webinars';
import { QuizForm } from './quiz-form';

const t = webinarsText.quiz;
const scoreText = (r: QuizResult) => t.score(r.correct, r.total, r.score);

/** The pretest (once) or the posttest (again and again; the best score stays) of a participant. */
export function QuizStep({ webinarId, kind, result }: { webinarId: number; kind: QuizKind; result: QuizResult | null }) {
  const [retaking, setRetaking] = useState(false);
  const quiz = useQuiz(webinarId, result === null || retaking);
  const { attempt } = useParticipation(webinarId);
  const notify = useNotify();
  const open = result === null || retaking;
  const submit = async (answers: Record<string, string>) => {
    if (await notify.track(attempt.mutateAsync({ kind, answers }))) setRetaking(false);
  };
  return (
    <Panel size="small" title={t[kind]} data-testid={`step-${kind}`}>
      {result && (
        <p>
          <Text strong data-testid={`${kind}-score`}>{scoreText(result)}</Text>
        </p>
      )}
      {result && kind === 'pretest' && <Text secondary>{t.pretestDone}</Text>}
      {result && kind === 'posttest' && !retaking && <Button onClick={() => setRetaking(true)}>{t.retake}</Button>}
      {open && quiz.data?.length === 0 && <Text secondary>{t.noItems}</Text>}
      {open && !!quiz.data?.length && <QuizForm kind={kind} items={quiz.data} pending={attempt.isPending} onSubmit={(a) => void submit(a)} />}
    </Panel>
  );
}
