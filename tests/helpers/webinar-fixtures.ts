import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { webinarParticipants, webinarQuizItems, webinarSeries } from '@/server/db/schema';

const HOUR = 3_600_000;
type SeriesSeed = Partial<typeof webinarSeries.$inferInsert>;

/** A published series open to ASN, starting in two days unless told otherwise. Returns its id. */
export async function insertWebinar(db: Database, seed: SeriesSeed = {}): Promise<number> {
  const [row] = await db
    .insert(webinarSeries)
    .values({
      title: 'Webinar uji',
      status: 'published',
      registrationOpen: true,
      allowedGroups: ['MASTER'],
      trainingHours: 2,
      startsAt: new Date(Date.now() + 48 * HOUR),
      endsAt: new Date(Date.now() + 50 * HOUR),
      meetingLink: 'https://zoom.example.test/j/1',
      ...seed,
    })
    .returning({ id: webinarSeries.id });
  return row.id;
}

export async function registerUser(db: Database, webinarId: number, userId: number, seed: Partial<typeof webinarParticipants.$inferInsert> = {}) {
  const [row] = await db.insert(webinarParticipants).values({ webinarId, userId, ...seed }).returning();
  return row;
}

/** Quiz items `[question, answers, correct]`; returns their ids in order. */
export async function insertQuiz(db: Database, webinarId: number, items: [string, string[], number][]): Promise<number[]> {
  const rows = await db
    .insert(webinarQuizItems)
    .values(items.map(([question, answers, correct], i) => ({ webinarId, question, answers, correct, position: i + 1 })))
    .returning({ id: webinarQuizItems.id });
  return rows.map((r) => r.id);
}

export async function participantOf(db: Database, webinarId: number, userId: number) {
  const rows = await db.select().from(webinarParticipants).where(eq(webinarParticipants.webinarId, webinarId));
  return rows.find((r) => r.userId === userId);
}
