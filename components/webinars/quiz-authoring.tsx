import { useState } from 'react';
import { CheckCircleFilled, PlusOutlined } from '@ant-design/icons';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Panel } from '@/components/ui/panel';
import { Text } from '@/components/ui/text';
import { useConfirm } from '@/components/ui/use-confirm';
import { useNotify } from '@/components/ui/use-notify';
import { useQuiz } from '@/hooks/webinars/use-participation';
import { useQuizMutations } from '@/hooks/webinars/use-webinar-admin';
import { webinarsText } from '@/locales/id/webinars';
import { wireAnswers } from '@/utils/rules/webinar-quiz';
import { TAG_TOKENS } from '@/utils/theme';
import type { QuizItemInput, QuizItemWire } from '@/utils/schemas/webinars';
import { QuizItemEditor } from './quiz-item-editor';

const t = webinarsText.authoring;
const NEW_ITEM: QuizItemInput = { question: '', answers: ['', ''], correct: 1 };

/** The admin's wire item back to its authoring form. */
const toInput = (item: QuizItemWire): QuizItemInput => {
  const answers = wireAnswers(item);
  return { question: item.question, answers: answers.map((a) => a.text), correct: Math.max(1, answers.findIndex((a) => a.key === item.correctAnswer) + 1) };
};

/** The series' quiz (pretest and posttest share it): each item with its correct answer marked. */
export function QuizAuthoring({ webinarId }: { webinarId: number }) {
  const { data: items } = useQuiz(webinarId, true);
  const { add, update, remove } = useQuizMutations(webinarId);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const notify = useNotify();
  const confirm = useConfirm();
  const save = async (input: QuizItemInput) => {
    const work = editing === 'new' ? add.mutateAsync(input) : update.mutateAsync({ itemId: Number(editing), body: input });
    if (await notify.track(work, t.saved)) setEditing(null);
  };
  const editor = (initial: QuizItemInput) => <QuizItemEditor initial={initial} pending={add.isPending || update.isPending} onSave={(i) => void save(i)} onCancel={() => setEditing(null)} />;
  return (
    <Panel title={t.title} extra={editing === null && <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>{t.add}</Button>} data-testid="quiz-authoring">
      <Flex vertical gap={16}>
        {editing === 'new' && editor(NEW_ITEM)}
        {items?.map((item, i) =>
          editing === item.id ? (
            <div key={item.id}>{editor(toInput(item))}</div>
          ) : (
            <div key={item.id} data-testid="quiz-item">
              <Text strong>{webinarsText.quiz.question(i + 1)}. {item.question}</Text>
              <ol style={{ margin: '4px 0' }}>
                {wireAnswers(item).map((a) => (
                  <li key={a.key}>
                    {a.text} {a.key === item.correctAnswer && <CheckCircleFilled aria-label={t.correct} style={{ color: TAG_TOKENS.colorSuccess }} />}
                  </li>
                ))}
              </ol>
              <Flex gap={8}>
                <Button size="small" onClick={() => setEditing(item.id)}>{t.edit}</Button>
                <Button size="small" danger onClick={() => confirm({ title: t.removeConfirm, okButtonProps: { danger: true }, onOk: () => notify.track(remove.mutateAsync(item.id), t.removed) })}>
                  {t.remove}
                </Button>
              </Flex>
            </div>
          ),
        )}
      </Flex>
    </Panel>
  );
}
