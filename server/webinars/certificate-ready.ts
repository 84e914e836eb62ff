import { and, eq, exists, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { webinarParticipants, webinarQuizAttempts } from '@/server/db/schema';
import { notifyUsers } from '@/server/notifications/notify-users';
import { notificationEventText as t } from '@/locales/id/notification-events';

export const CERTIFICATE_READY = 'certificate_ready';

// The certificate's requirements (utils/rules/webinar-quiz.ts certificateMissing): attended, a
// posttest taken and the survey answered.
const ready = and(
  isNotNull(webinarParticipants.attendedAt),
  isNotNull(webinarParticipants.surveyAt),
  exists(sql`(select 1 from ${webinarQuizAttempts} where ${webinarQuizAttempts.participantId} = ${webinarParticipants.id} and ${webinarQuizAttempts.kind} = 'posttest')`),
);

/**
 * Called after a step that can complete the certificate (the posttest, the survey): when nothing is
 * missing any more, the participant is told once, linked to the webinar's page where the
 * certificate is downloaded (docs/notifications.md, E-mail section 3). `certificate_notified_at`
 * is set in the same transaction and only while unset, so a second call tells nobody.
 */
export async function announceCertificateReady(db: Database, webinar: { id: number; title: string }, participantId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [told] = await tx
      .update(webinarParticipants)
      .set({ certificateNotifiedAt: new Date() })
      .where(and(eq(webinarParticipants.id, participantId), isNull(webinarParticipants.certificateNotifiedAt), ready))
      .returning({ userId: webinarParticipants.userId });
    if (!told) return false;
    await notifyUsers(tx, { toUserIds: [told.userId], fromUserId: null, type: CERTIFICATE_READY, link: `/webinar/${webinar.id}`, title: t.certificateReady(webinar.title) });
    return true;
  });
}
