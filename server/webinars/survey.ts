import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import { webinarParticipants } from '@/server/db/schema';
import { conflict } from '@/server/http/errors';
import type { SurveySchema } from '@/utils/schemas/webinars';
import type { SessionUser } from '@/utils/session-user';
import { announceCertificateReady } from './certificate-ready';
import { participantProgress } from './progress';
import { loadParticipation } from './webinar-view';

/** The survey, once, after attending; answers the participant's progress. */
export async function submitSurvey({ db, user, id, input }: { db: Database; user: SessionUser; id: number; input: z.output<typeof SurveySchema> }) {
  const { webinar, participant } = await loadParticipation(db, user, id);
  if (participant.attendedAt === null) throw conflict('Survei dapat diisi setelah Anda hadir');
  const [row] = await db
    .update(webinarParticipants)
    .set({ survey: input, surveyAt: new Date() })
    .where(and(eq(webinarParticipants.id, participant.id), isNull(webinarParticipants.surveyAt)))
    .returning();
  if (!row) throw conflict('Survei hanya dapat diisi sekali');
  await announceCertificateReady(db, webinar, participant.id);
  return participantProgress(db, webinar, row);
}
