import { and, inArray } from 'drizzle-orm';
import type { ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Database } from '@/server/db/client';
import { tickets } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { ticketContext, visibleTicketsFor } from '@/server/tickets/load-ticket';
import { can } from '@/utils/permissions';
import type { SessionUser } from '@/utils/session-user';
import { openLiveStream } from './live-stream';
import { ticketStaffTopic, ticketTopic, userTopic } from './topics';

export interface StreamEventsOptions {
  db: Database;
  user: SessionUser;
  ticketIds: number[];
  lastEventId?: number;
  res: ServerResponse;
  log: Logger;
  stillSignedIn?: () => Promise<boolean>;
}

/**
 * GET /api/events: the user's own topic and the asked tickets' topics (their staff topic for
 * those who see internal notes). A ticket the user may not see is 404 before anything streams,
 * by the same rule as the ticket page (visibleTicketsFor).
 */
export async function streamEvents({ db, user, ticketIds, lastEventId, res, log, stillSignedIn }: StreamEventsOptions): Promise<void> {
  const ids = [...new Set(ticketIds)];
  const visible = ids.length
    ? await db
        .select({ id: tickets.id, requesterId: tickets.requesterId, assigneeId: tickets.assigneeId, isPublished: tickets.isPublished, isLocked: tickets.isLocked })
        .from(tickets)
        .where(and(inArray(tickets.id, ids), visibleTicketsFor(user)))
    : [];
  if (visible.length !== ids.length) throw notFound('Tiket tidak ditemukan');
  const topics = [userTopic(user.id)];
  for (const ticket of visible) {
    topics.push(ticketTopic(ticket.id));
    if (can(user, 'see-internal-notes', { ticket: ticketContext(ticket) })) topics.push(ticketStaffTopic(ticket.id));
  }
  await openLiveStream({ db, userId: user.id, topics, lastEventId, res, log, stillSignedIn });
}
