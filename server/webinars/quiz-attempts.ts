import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { webinarQuizAttempts } from '@/server/db/schema';
import { conflict } from '@/server/http/errors';
import { pretestOpen, scoreQuiz } from '@/utils/rules/webinar-quiz';
import type { PosttestProgress, QuizAttemptSchema, QuizResult } from '@/utils/schemas/webinars';
import type { SessionUser } from '@/utils/session-user';
import { announceCertificateReady } from './certificate-ready';
import { posttestProgress } from './progress';
import { quizItemsOf } from './quiz';
import { loadParticipation } from './webinar-view';

const posttestOf = (db: Database, participantId: number) =>
  db.select().from(webinarQuizAttempts).where(and(eq(webinarQuizAttempts.participantId, participantId), eq(webinarQuizAttempts.kind, 'posttest')));

/**
 * Scores a participant's answers on the server (docs/community.md section 4). The pretest: once,
 * before the series starts and before any posttest. The posttest: once attended, as many times as
 * the series allows (1 by default), keeping the best score; it answers attempts left and, only
 * after the last one, the score and the per-question feedback. The key never leaves the server.
 */
export async function submitAttempt({ db, user, id, input, now = new Date() }: { db: Database; user: SessionUser; id: number; input: z.output<typeof QuizAttemptSchema>; now?: Date }): Promise<QuizResult | PosttestProgress> {
  const { webinar, participant } = await loadParticipation(db, user, id);
  const items = await quizItemsOf(db, id);
  if (items.length === 0) throw conflict('Webinar ini belum memiliki soal');
  const result = scoreQuiz(items, input.answers);
  const values = { participantId: participant.id, kind: input.kind, answers: input.answers, ...result };
  if (input.kind === 'pretest') {
    const [posttest] = await posttestOf(db, participant.id);
    if (!pretestOpen(webinar.starts_at, posttest !== undefined, now)) throw conflict('Pretest ditutup: webinar sudah dimulai atau posttest sudah dikerjakan');
    const inserted = await db.insert(webinarQuizAttempts).values(values).onConflictDoNothing().returning({ id: webinarQuizAttempts.id });
    if (inserted.length === 0) throw conflict('Pretest hanya dapat dikerjakan sekali');
    return result;
  }
  if (participant.attendedAt === null) throw conflict('Posttest dibuka setelah Anda tercatat hadir');
  // The new attempt's value where it scored better, else the kept one.
  const keep = (column: AnyColumn, name: string) => sql`case when excluded.score > ${webinarQuizAttempts.score} then excluded.${sql.identifier(name)} else ${column} end`;
  // One statement: the attempt counts and the best answers stay, or nothing changes when none is left.
  const [saved] = await db
    .insert(webinarQuizAttempts)
    .values(values)
    .onConflictDoUpdate({
      target: [webinarQuizAttempts.participantId, webinarQuizAttempts.kind],
      set: {
        attempts: sql`${webinarQuizAttempts.attempts} + 1`,
        answers: keep(webinarQuizAttempts.answers, 'answers'),
        correct: keep(webinarQuizAttempts.correct, 'correct'),
        total: keep(webinarQuizAttempts.total, 'total'),
        score: keep(webinarQuizAttempts.score, 'score'),
        submittedAt: now,
      },
      setWhere: sql`${webinarQuizAttempts.attempts} < ${webinar.posttest_attempts}`,
    })
    .returning();
  if (!saved) throw conflict('Kesempatan posttest sudah habis');
  await announceCertificateReady(db, webinar, participant.id);
  return posttestProgress(db, webinar, saved);
}
