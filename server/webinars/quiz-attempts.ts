import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { webinarQuizAttempts } from '@/server/db/schema';
import { conflict } from '@/server/http/errors';
import { scoreQuiz } from '@/utils/rules/webinar-quiz';
import type { QuizAttemptSchema, QuizResult } from '@/utils/schemas/webinars';
import type { SessionUser } from '@/utils/session-user';
import { quizItemsOf } from './quiz';
import { loadParticipation } from './webinar-view';

/**
 * Scores a participant's answers on the server. The pretest is taken once (409 after, settled by
 * the unique (participant, kind) pair); the posttest may be taken again and keeps the best score.
 */
export async function submitAttempt({ db, user, id, input }: { db: Database; user: SessionUser; id: number; input: z.output<typeof QuizAttemptSchema> }): Promise<QuizResult> {
  const { participant } = await loadParticipation(db, user, id);
  const items = await quizItemsOf(db, id);
  if (items.length === 0) throw conflict('Webinar ini belum memiliki soal');
  const result = scoreQuiz(items, input.answers);
  const values = { participantId: participant.id, kind: input.kind, answers: input.answers, ...result };
  if (input.kind === 'pretest') {
    const inserted = await db.insert(webinarQuizAttempts).values(values).onConflictDoNothing().returning({ id: webinarQuizAttempts.id });
    if (inserted.length === 0) throw conflict('Pretest hanya dapat dikerjakan sekali');
    return result;
  }
  await db
    .insert(webinarQuizAttempts)
    .values(values)
    .onConflictDoUpdate({
      target: [webinarQuizAttempts.participantId, webinarQuizAttempts.kind],
      set: { answers: values.answers, correct: result.correct, total: result.total, score: result.score, submittedAt: new Date() },
      setWhere: sql`${webinarQuizAttempts.score} < ${result.score}`,
    });
  return result;
}
