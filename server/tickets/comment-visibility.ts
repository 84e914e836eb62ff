import { eq, type SQL } from 'drizzle-orm';
import { ticketComments } from '@/server/db/schema';
import { can } from '@/utils/permissions';
import type { SessionUser } from '@/utils/session-user';

/** Who reads: enough to know their unread markers and whether they see internal notes. */
export type Viewer = Pick<SessionUser, 'id' | 'current_role'>;

/** Internal notes are for staff (see-internal-notes); everyone else never learns they exist. */
export function commentsVisibleTo(viewer: Viewer): SQL | undefined {
  return can(viewer, 'see-internal-notes') ? undefined : eq(ticketComments.isInternal, false);
}
