import { eq } from 'drizzle-orm';
import { webinarQuizAttempts, type WebinarParticipant } from '@/server/db/schema';
import type { Reader } from '@/server/db/sql-helpers';
import { answerNumber, certificateMissing, pretestOpen } from '@/utils/rules/webinar-quiz';
import type { PosttestProgress, QuizResult, WebinarProgress } from '@/utils/schemas/webinars';
import { quizItemsOf } from './quiz';

type Attempt = typeof webinarQuizAttempts.$inferSelect;
type Series = { id: number; starts_at: Date; posttest_attempts: number };

const resultOf = (attempt: Attempt): QuizResult => ({ correct: attempt.correct, total: attempt.total, score: attempt.score });

/**
 * The posttest as its participant may see it: attempts used and left; the kept score and, per
 * question, whether the kept answer was right, only once no attempt is left (issue 30: a score
 * per attempt gave the key away in a handful of attempts).
 */
export async function posttestProgress(db: Reader, series: Series, attempt: Attempt): Promise<PosttestProgress> {
  const left = Math.max(0, series.posttest_attempts - attempt.attempts);
  if (left > 0) return { attempts_used: attempt.attempts, attempts_left: left, result: null, feedback: null };
  const items = await quizItemsOf(db, series.id);
  const feedback = items.map((item) => ({ item_id: item.id, right: answerNumber(attempt.answers[String(item.id)], item.id) === item.correct }));
  return { attempts_used: attempt.attempts, attempts_left: 0, result: resultOf(attempt), feedback };
}

/** A participant's steps: attendance, pretest, posttest, survey, and what the certificate still needs. */
export async function participantProgress(db: Reader, series: Series, participant: WebinarParticipant, now = new Date()): Promise<WebinarProgress> {
  const attempts = await db.select().from(webinarQuizAttempts).where(eq(webinarQuizAttempts.participantId, participant.id));
  const pretest = attempts.find((a) => a.kind === 'pretest');
  const posttest = attempts.find((a) => a.kind === 'posttest');
  const attended = participant.attendedAt !== null;
  const missing = certificateMissing({ attended, posttest: posttest !== undefined, survey: participant.surveyAt !== null });
  return {
    attended,
    pretest: pretest ? resultOf(pretest) : null,
    pretest_open: !pretest && pretestOpen(series.starts_at, posttest !== undefined, now),
    posttest: posttest ? await posttestProgress(db, series, posttest) : null,
    posttest_open: attended && (posttest?.attempts ?? 0) < series.posttest_attempts,
    survey: participant.surveyAt !== null,
    certificate_ready: missing.length === 0,
    missing,
  };
}
