import type { Database } from '@/server/db/client';
import { announcementFor, commentFor, matrixCast, messageFor, notificationFor, savedReplyFor, ticketFor, type CaseContext, type MatrixCast } from './matrix-fixtures';

/**
 * Rows for fuzzing to hit: tickets in every state (so random small ids often exist), comments,
 * saved replies, messages, notifications and announcements, owned by the people fuzzing.
 */
export async function seedFuzzData(db: Database): Promise<MatrixCast> {
  const cast = await matrixCast(db);
  const as = (relation: CaseContext['relation'], actor = cast.user): CaseContext => ({ db, cast, actor, relation });
  await ticketFor(as('requester'));
  await ticketFor(as('published'), { pinned: true });
  await ticketFor(as('requester'), { status: 'SELESAI', stars: 4 });
  await ticketFor(as('assignee', cast.agent), { status: 'DIKERJAKAN', locked: true });
  await ticketFor(as('requester'), { status: 'DITOLAK' });
  for (const relation of ['author', 'requester', 'published'] as const) await commentFor(as(relation));
  await commentFor(as('author', cast.agent));
  await savedReplyFor(as('author', cast.agent));
  await savedReplyFor(as('author', cast.admin));
  await messageFor(as('author'));
  await messageFor(as('receiver'));
  await notificationFor(as('receiver'));
  await announcementFor(as(null));
  await announcementFor(as(null), false);
  return cast;
}
