import type { Reader } from '@/server/db/sql-helpers';
import { attendanceOpen } from '@/utils/rules/webinar-quiz';
import type { WebinarDetail } from '@/utils/schemas/webinars';
import type { SessionUser } from '@/utils/session-user';
import { participantProgress } from './progress';
import { findParticipant, loadWebinar, seesWebinarMeeting, toWebinarView } from './webinar-view';

/**
 * One series with the person's progress. The meeting link goes to admins, and to participants
 * only while the series runs (from 30 minutes before the start to the end).
 */
export async function getWebinar({ db, user, id, now = new Date() }: { db: Reader; user: SessionUser; id: number; now?: Date }): Promise<WebinarDetail> {
  const row = await loadWebinar(db, user, id);
  const participant = await findParticipant(db, id, user.id);
  const live = attendanceOpen(row.starts_at, row.ends_at, now);
  return {
    ...toWebinarView(row, user),
    meeting_link: seesWebinarMeeting(user, { startsAt: row.starts_at, endsAt: row.ends_at }, Boolean(participant), now) ? row.meeting_link : null,
    attendance_open: live,
    progress: participant ? await participantProgress(db, row, participant, now) : null,
  };
}
