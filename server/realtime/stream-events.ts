import { and, inArray } from 'drizzle-orm';
import type { ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Database } from '@/server/db/client';
import { tickets } from '@/server/db/schema';
import { forbidden, notFound } from '@/server/http/errors';
import { ticketContext, visibleTicketsFor } from '@/server/tickets/load-ticket';
import { can } from '@/utils/permissions';
import type { SessionUser } from '@/utils/session-user';
import { openLiveStream } from './live-stream';
import { JOBS_TOPIC, ticketStaffTopic, ticketTopic, userTopic } from './topics';

export interface StreamEventsOptions {
  db: Database;
  user: SessionUser;
  ticketIds: number[];
  /** Follow background jobs too (403 without manage-personnel-jobs). */
  jobs?: boolean;
  lastEventId?: number;
  res: ServerResponse;
  log: Logger;
  stillSignedIn?: () => Promise<boolean>;
}

/**
 * GET /api/events: the user's own topic, the asked tickets' topics (their staff topic for those
 * who see internal notes) and, when asked, the jobs topic. A ticket the user may not see is 404
 * before anything streams, by the same rule as the ticket page (visibleTicketsFor); jobs for
 * someone who may not run them is 403.
 */
export async function streamEvents({ db, user, ticketIds, jobs, lastEventId, res, log, stillSignedIn }: StreamEventsOptions): Promise<void> {
  if (jobs && !can(user, 'manage-personnel-jobs')) throw forbidden('Hanya admin yang dapat mengikuti pekerjaan latar belakang');
  const ids = [...new Set(ticketIds)];
  const visible = ids.length
    ? await db
        .select({ id: tickets.id, requesterId: tickets.requesterId, assigneeId: tickets.assigneeId, isPublished: tickets.isPublished, isLocked: tickets.isLocked })
        .from(tickets)
        .where(and(inArray(tickets.id, ids), visibleTicketsFor(user)))
    : [];
  if (visible.length !== ids.length) throw notFound('Tiket tidak ditemukan');
  const topics = [userTopic(user.id), ...(jobs ? [JOBS_TOPIC] : [])];
  for (const ticket of visible) {
    topics.push(ticketTopic(ticket.id));
    if (can(user, 'see-internal-notes', { ticket: ticketContext(ticket) })) topics.push(ticketStaffTopic(ticket.id));
  }
  await openLiveStream({ db, userId: user.id, topics, lastEventId, res, log, stillSignedIn });
}
