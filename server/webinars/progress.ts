import { eq } from 'drizzle-orm';
import { webinarQuizAttempts, type WebinarParticipant } from '@/server/db/schema';
import type { Reader } from '@/server/db/sql-helpers';
import { certificateMissing } from '@/utils/rules/webinar-quiz';
import type { QuizResult, WebinarProgress } from '@/utils/schemas/webinars';

/** A participant's steps: attendance, pretest, posttest, survey, and what the certificate still needs. */
export async function participantProgress(db: Reader, participant: WebinarParticipant): Promise<WebinarProgress> {
  const attempts = await db
    .select({ kind: webinarQuizAttempts.kind, correct: webinarQuizAttempts.correct, total: webinarQuizAttempts.total, score: webinarQuizAttempts.score })
    .from(webinarQuizAttempts)
    .where(eq(webinarQuizAttempts.participantId, participant.id));
  const result = (kind: 'pretest' | 'posttest'): QuizResult | null => {
    const found = attempts.find((a) => a.kind === kind);
    return found ? { correct: found.correct, total: found.total, score: found.score } : null;
  };
  const [pretest, posttest] = [result('pretest'), result('posttest')];
  const missing = certificateMissing({ attended: participant.attendedAt !== null, posttest: posttest !== null, survey: participant.surveyAt !== null });
  return { attended: participant.attendedAt !== null, pretest, posttest, survey: participant.surveyAt !== null, certificate_ready: missing.length === 0, missing };
}
