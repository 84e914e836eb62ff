import type { Reader } from '@/server/db/sql-helpers';
import type { ClinicDetail } from '@/utils/schemas/coaching';
import type { SessionUser } from '@/utils/session-user';
import { findRequest, loadClinic, seesClinicMeeting, toClinicView } from './clinic-view';

/** One clinic; the meeting link only while live, and only for accepted participants and whoever runs it. */
export async function getClinic({ db, user, id }: { db: Reader; user: SessionUser; id: number }): Promise<ClinicDetail> {
  const row = await loadClinic(db, user, id);
  const mine = await findRequest(db, id, user.id);
  const accepted = mine?.request === 'accepted';
  const seesLink = seesClinicMeeting(user, { status: row.status, consultantId: row.consultant.id }, accepted);
  const myRating = mine?.ratedAt ? { stars: mine.ratingStars ?? 0, comment: mine.ratingComment } : null;
  return {
    ...toClinicView(row, user),
    meeting_link: seesLink ? row.meeting_link : null,
    my_rating: myRating,
    may_rate: row.status === 'end' && accepted && !myRating,
  };
}
