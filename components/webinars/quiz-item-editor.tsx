import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import { webinarsText } from '@/locales/id/webinars';
import { MAX_ANSWERS, MIN_ANSWERS } from '@/utils/rules/webinar-quiz';
import type { QuizItemInput } from '@/utils/schemas/webinars';

const t = webinarsText.authoring;

interface Props {
  initial: QuizItemInput;
  pending: boolean;
  onSave: (item: QuizItemInput) => void;
  onCancel: () => void;
}

/** A question with 2 to 5 answers and a radio for the correct one. */
export function QuizItemEditor({ initial, pending, onSave, onCancel }: Props) {
  const [question, setQuestion] = useState(initial.question);
  const [answers, setAnswers] = useState(initial.answers);
  const [correct, setCorrect] = useState(initial.correct);
  const setAnswer = (i: number, text: string) => setAnswers((all) => all.map((a, j) => (j === i ? text : a)));
  const removeAnswer = (i: number) => {
    setAnswers((all) => all.filter((_, j) => j !== i));
    // The correct answer keeps pointing at the same text when one above it goes.
    setCorrect((c) => (c === i + 1 ? 1 : c > i + 1 ? c - 1 : c));
  };
  const complete = question.trim() !== '' && answers.every((a) => a.trim() !== '');
  return (
    <form
      data-testid="quiz-item-editor"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ question: question.trim(), answers: answers.map((a) => a.trim()), correct });
      }}
    >
      <Flex vertical gap={8}>
        <FormField htmlFor="quiz-question" label={t.question} required>
          <TextArea id="quiz-question" value={question} onChange={setQuestion} rows={2} maxLength={1000} />
        </FormField>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend>{t.correct}</legend>
          <Flex vertical gap={6}>
            {answers.map((answer, i) => (
              <Flex key={i} gap={8} align="center">
                <input type="radio" name="quiz-correct" checked={correct === i + 1} onChange={() => setCorrect(i + 1)} aria-label={`${t.correct}: ${t.answer(i + 1)}`} />
                <TextInput id={`quiz-answer-${i + 1}`} value={answer} onChange={(text) => setAnswer(i, text)} aria-label={t.answer(i + 1)} placeholder={t.answer(i + 1)} maxLength={500} />
                {answers.length > MIN_ANSWERS && <Button type="text" icon={<DeleteOutlined aria-hidden />} aria-label={t.removeAnswer(i + 1)} onClick={() => removeAnswer(i)} />}
              </Flex>
            ))}
          </Flex>
        </fieldset>
        <Flex gap={8} wrap>
          {answers.length < MAX_ANSWERS && (
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAnswers((all) => [...all, ''])}>
              {t.addAnswer}
            </Button>
          )}
          <Button type="primary" htmlType="submit" disabled={!complete} loading={pending}>
            {t.save}
          </Button>
          <Button onClick={onCancel}>{t.cancel}</Button>
        </Flex>
      </Flex>
    </form>
  );
}
