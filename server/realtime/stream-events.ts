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
import { JOBS_TOPIC, ticketIdOf, ticketStaffTopic, ticketTopic, userTopic } from './topics';

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
  const visible = await readableTopics(db, user, ids);
  if (visible.size !== ids.length) throw notFound('Tiket tidak ditemukan');
  const topics = [userTopic(user.id), ...(jobs ? [JOBS_TOPIC] : []), ...[...visible.values()].flat()];
  // A followed ticket is checked again on each change of it: what the reader lost leaves the stream.
  const lostTopics = async (topic: string) => {
    const id = ticketIdOf(topic);
    if (id === null) return [];
    const still = (await readableTopics(db, user, [id])).get(id) ?? [];
    return [ticketTopic(id), ticketStaffTopic(id)].filter((t) => !still.includes(t));
  };
  await openLiveStream({ db, userId: user.id, topics, lastEventId, res, log, stillSignedIn, lostTopics });
}

/** Per ticket `user` may see (the ticket page's rule, visibleTicketsFor), the topics they may hear of it. */
async function readableTopics(db: Database, user: SessionUser, ids: number[]): Promise<Map<number, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: tickets.id, requesterId: tickets.requesterId, assigneeId: tickets.assigneeId, isPublished: tickets.isPublished, isLocked: tickets.isLocked })
    .from(tickets)
    .where(and(inArray(tickets.id, ids), visibleTicketsFor(user)));
  return new Map(rows.map((ticket) => [ticket.id, [ticketTopic(ticket.id), ...(can(user, 'see-internal-notes', { ticket: ticketContext(ticket) }) ? [ticketStaffTopic(ticket.id)] : [])]]));
}
