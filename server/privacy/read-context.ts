import type { NextApiRequest } from 'next';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/server/db';
import type { Database } from '@/server/db/client';
import { personalDataReadPurposes, tickets, users, type PersonalDataReadSource } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import { getSessionId } from '@/server/http/session';
import { visibleTicketsFor } from '@/server/tickets/load-ticket';
import type { SessionUser } from '@/utils/session-user';

/** `?tiket=<id>` on a staff read: the ticket it was opened from (the requester panel, or a page opened from it). */
export const ReadContextQuery = z.object({ tiket: z.coerce.number().int().positive().max(2_147_483_647).optional() });

/** Where and why a staff read was made, as recorded with it (docs/privacy.md). */
export interface ReadContext {
  source: PersonalDataReadSource;
  ticketId: number | null;
  purpose: string | null;
}

/** The ticket is a purpose only when the reader may see it and the record is its requester's. */
async function isRequesterTicket(db: Database, user: SessionUser, ticketId: number, nip: string): Promise<boolean> {
  const [hit] = await db
    .select({ one: sql<number>`1` })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.requesterId))
    .where(and(eq(tickets.id, ticketId), eq(users.employeeNumber, nip), visibleTicketsFor(user)))
    .limit(1);
  return hit !== undefined;
}

// A stated purpose never changes (the first one stays), so each process keeps those it has read:
// the personnel read path asks the database once per session and person, not once per read.
const known = new Map<string, string>();
const MAX_KNOWN = 10_000;

function remember(key: string, purpose: string): void {
  if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value as string);
  known.set(key, purpose);
}

/** The purpose stated in this session for `nip`, or undefined. */
async function statedPurpose(db: Database, sessionId: string, readerId: number, nip: string): Promise<string | undefined> {
  const key = `${sessionId}\u0000${readerId}\u0000${nip}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const [stated] = await db
    .select({ purpose: personalDataReadPurposes.purpose })
    .from(personalDataReadPurposes)
    .where(and(eq(personalDataReadPurposes.sessionId, sessionId), eq(personalDataReadPurposes.readerId, readerId), eq(personalDataReadPurposes.subjectNip, nip)));
  if (stated) remember(key, stated.purpose);
  return stated?.purpose;
}

/**
 * Why `user` reads the record of `nip`, decided before the read: the ticket when it is the
 * requester's, else the purpose stated in this session (server side, so a client cannot skip it),
 * else 428 PURPOSE_REQUIRED, which the staff pages answer with the purpose question. Null for the
 * own record (nothing is recorded).
 */
export async function readContext({ req, user, nip, ticket }: { req: NextApiRequest; user: SessionUser; nip: string; ticket?: number }): Promise<ReadContext | null> {
  if (user.employee_number === nip) return null;
  const db = await getDb();
  if (ticket !== undefined && (await isRequesterTicket(db, user, ticket, nip))) return { source: 'ticket', ticketId: ticket, purpose: null };
  const purpose = await statedPurpose(db, await getSessionId(req, user), user.id, nip);
  if (purpose === undefined) throw new AppError('PURPOSE_REQUIRED', 428);
  return { source: 'search', ticketId: null, purpose };
}

/** Remembers the purpose of reading `nip` for this session (the first one stated stays). */
export async function statePurpose({ req, user, nip, purpose }: { req: NextApiRequest; user: SessionUser; nip: string; purpose: string }): Promise<void> {
  const sessionId = await getSessionId(req, user);
  const db = await getDb();
  await db.insert(personalDataReadPurposes).values({ sessionId, readerId: user.id, subjectNip: nip, purpose }).onConflictDoNothing();
}
