import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Text } from '@/components/ui/text';
import { useNotify } from '@/components/ui/use-notify';
import { useParticipation, useQuiz } from '@/hooks/webinars/use-participation';
import { webinarsText } from '@/locales/id/webinars';
import type { QuizFeedback, QuizKind, QuizResult, WebinarProgress } from '@/utils/schemas/webinars';
import { QuizForm } from './quiz-form';

const t = webinarsText.quiz;
const scoreText = (r: QuizResult) => t.score(r.correct, r.total, r.score);

/** Per question, right or wrong (never which answer is right). */
function Feedback({ items }: { items: QuizFeedback[] }) {
  return (
    <ol data-testid="posttest-feedback" style={{ margin: 0, paddingInlineStart: 20 }}>
      {items.map((item) => (
        <li key={item.item_id}>{item.right ? t.right : t.wrong}</li>
      ))}
    </ol>
  );
}

/** Why the quiz cannot be taken now, when it has not been taken. */
const closedText = (kind: QuizKind, progress: WebinarProgress) => (kind === 'pretest' ? t.pretestClosed : progress.attended ? t.posttestUsed : t.posttestAfterAttendance);

/**
 * The pretest (once, before the series starts) or the posttest (after attendance, as often as the
 * series allows; the score and the per-question feedback come after the last attempt).
 */
export function QuizStep({ webinarId, kind, progress }: { webinarId: number; kind: QuizKind; progress: WebinarProgress }) {
  const [retaking, setRetaking] = useState(false);
  const posttest = kind === 'posttest' ? progress.posttest : null;
  const result = kind === 'pretest' ? progress.pretest : (posttest?.result ?? null);
  const taken = kind === 'pretest' ? progress.pretest !== null : posttest !== null;
  const open = kind === 'pretest' ? progress.pretest_open : progress.posttest_open;
  const showForm = open && (!taken || retaking);
  const quiz = useQuiz(webinarId, showForm);
  const { attempt } = useParticipation(webinarId);
  const notify = useNotify();
  const submit = async (answers: Record<string, string>) => {
    if (await notify.track(attempt.mutateAsync({ kind, answers }))) setRetaking(false);
  };
  return (
    <Flex vertical gap={8} data-testid={`quiz-step-${kind}`}>
      {result && (
        <Text strong data-testid={`${kind}-score`}>
          {scoreText(result)}
        </Text>
      )}
      {posttest?.feedback && <Feedback items={posttest.feedback} />}
      {kind === 'pretest' && taken && <Text secondary>{t.pretestDone}</Text>}
      {posttest && posttest.attempts_left > 0 && (
        <Text secondary data-testid="posttest-attempts">
          {t.attemptsLeft(posttest.attempts_left)}
        </Text>
      )}
      {posttest && open && !retaking && (
        <div>
          <Button onClick={() => setRetaking(true)}>{t.retake}</Button>
        </div>
      )}
      {!open && !taken && <Text secondary>{closedText(kind, progress)}</Text>}
      {showForm && quiz.data?.length === 0 && <Text secondary>{t.noItems}</Text>}
      {showForm && !!quiz.data?.length && <QuizForm kind={kind} items={quiz.data} pending={attempt.isPending} onSubmit={(a) => void submit(a)} />}
    </Flex>
  );
}
