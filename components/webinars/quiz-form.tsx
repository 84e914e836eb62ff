import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
import { Notice } from '@/components/ui/notice';
import { webinarsText } from '@/locales/id/webinars';
import { wireAnswers } from '@/utils/rules/webinar-quiz';
import type { QuizItemWire, QuizKind } from '@/utils/schemas/webinars';

const t = webinarsText.quiz;

interface Props {
  kind: QuizKind;
  items: QuizItemWire[];
  pending: boolean;
  onSubmit: (answers: Record<string, string>) => void;
}

/**
 * One radio group per item, keyed `answer{n}-{id}` as the API expects. Which answer is right is
 * never on the page: participants get no `correctAnswer`, and the score comes from the server.
 * An unanswered question stops the send (it would count as wrong): the form names the questions
 * and moves to the first of them.
 */
export function QuizForm({ kind, items, pending, onSubmit }: Props) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [unanswered, setUnanswered] = useState<number[]>([]);
  const numbersOf = (given: Record<string, string>) => items.flatMap((item, i) => (given[item.id] ? [] : [i + 1]));
  return (
    <form
      data-testid={`quiz-${kind}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const missing = numbersOf(answers);
        setUnanswered(missing);
        if (missing.length === 0) return onSubmit(answers);
        event.currentTarget.querySelector<HTMLInputElement>(`input[name="${kind}-${items[missing[0] - 1].id}"]`)?.focus();
      }}
    >
      <Flex vertical gap={16}>
        {items.map((item, i) => (
          <fieldset key={item.id} style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: 6 }}>
              {t.question(i + 1)}. {item.question}
            </legend>
            <Flex vertical gap={4}>
              {wireAnswers(item).map((answer) => (
                <label key={answer.key} style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
                  <input
                    type="radio"
                    name={`${kind}-${item.id}`}
                    value={answer.key}
                    checked={answers[item.id] === answer.key}
                    onChange={() => {
                      const next = { ...answers, [item.id]: answer.key };
                      setAnswers(next);
                      if (unanswered.length) setUnanswered(numbersOf(next));
                    }}
                  />
                  {answer.text}
                </label>
              ))}
            </Flex>
          </fieldset>
        ))}
        {unanswered.length > 0 && <Notice type="error" data-testid="quiz-unanswered">{t.unanswered(unanswered)}</Notice>}
        <div>
          <Button type="primary" htmlType="submit" loading={pending}>
            {t.submit}
          </Button>
        </div>
      </Flex>
    </form>
  );
}
