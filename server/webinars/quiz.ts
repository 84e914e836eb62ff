import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { webinarQuizItems, type WebinarQuizItem } from '@/server/db/schema';
import { badRequest, notFound } from '@/server/http/errors';
import type { Reader } from '@/server/db/sql-helpers';
import { toWireItem } from '@/utils/rules/webinar-quiz';
import type { QuizItemPatchSchema, QuizItemSchema, QuizItemWire } from '@/utils/schemas/webinars';
import type { SessionUser } from '@/utils/session-user';
import { loadParticipation, loadWebinar, mayManage } from './webinar-view';

export const quizItemsOf = (db: Reader, webinarId: number) =>
  db.select().from(webinarQuizItems).where(eq(webinarQuizItems.webinarId, webinarId)).orderBy(asc(webinarQuizItems.position), asc(webinarQuizItems.id));

const wire = (item: WebinarQuizItem, withCorrect: boolean) => toWireItem(item, withCorrect) as QuizItemWire;

/** The items on the wire; only admins get `correctAnswer`, and only participants and admins get the items. */
export async function listQuiz({ db, user, id }: { db: Reader; user: SessionUser; id: number }): Promise<QuizItemWire[]> {
  const admin = mayManage(user);
  if (admin) await loadWebinar(db, user, id);
  else await loadParticipation(db, user, id);
  return (await quizItemsOf(db, id)).map((item) => wire(item, admin));
}

export async function addQuizItem({ db, user, id, input }: { db: Database; user: SessionUser; id: number; input: z.output<typeof QuizItemSchema> }) {
  await loadWebinar(db, user, id);
  const [row] = await db
    .insert(webinarQuizItems)
    .values({
      webinarId: id,
      question: input.question,
      answers: input.answers,
      correct: input.correct,
      position: sql`(select coalesce(max(${webinarQuizItems.position}), 0) + 1 from ${webinarQuizItems} where ${webinarQuizItems.webinarId} = ${id})`,
    })
    .returning();
  return wire(row, true);
}

const itemMissing = () => notFound('Soal tidak ditemukan');
const ofSeries = (id: number, itemId: number) => and(eq(webinarQuizItems.id, itemId), eq(webinarQuizItems.webinarId, id));

/** Changes an item; a new answer list and the correct number are checked together (400). */
export async function updateQuizItem({ db, id, itemId, input }: { db: Database; id: number; itemId: number; input: z.output<typeof QuizItemPatchSchema> }) {
  const [current] = await db.select().from(webinarQuizItems).where(ofSeries(id, itemId));
  if (!current) throw itemMissing();
  const answers = input.answers ?? current.answers;
  const correct = input.correct ?? current.correct;
  if (correct > answers.length) throw badRequest(undefined, [{ path: 'correct', message: 'Jawaban benar harus salah satu jawaban' }]);
  const [row] = await db.update(webinarQuizItems).set({ question: input.question, answers, correct }).where(ofSeries(id, itemId)).returning();
  return wire(row, true);
}

export async function removeQuizItem({ db, id, itemId }: { db: Database; id: number; itemId: number }): Promise<void> {
  const deleted = await db.delete(webinarQuizItems).where(ofSeries(id, itemId)).returning({ id: webinarQuizItems.id });
  if (deleted.length === 0) throw itemMissing();
}
