import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Flex } from '@/components/ui/flex';
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
 */
export function QuizForm({ kind, items, pending, onSubmit }: Props) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  return (
    <form
      data-testid={`quiz-${kind}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(answers);
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
                    onChange={() => setAnswers((current) => ({ ...current, [item.id]: answer.key }))}
                  />
                  {answer.text}
                </label>
              ))}
            </Flex>
          </fieldset>
        ))}
        <div>
          <Button type="primary" htmlType="submit" loading={pending}>
            {t.submit}
          </Button>
        </div>
      </Flex>
    </form>
  );
}
