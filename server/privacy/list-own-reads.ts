import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { personalDataReads, tickets, users } from '@/server/db/schema';
import { ownNip } from '@/server/siasn/whose-record';
import type { Role } from '@/utils/permissions/types';
import type { Paginated } from '@/utils/schemas/common';
import type { PersonalDataReadView } from '@/utils/schemas/privacy';
import type { SessionUser } from '@/utils/session-user';

/** `GET /siasn/ws/pns/riwayat-akses`: who read the caller's own record, newest first (403 NO_NIP without a NIP). */
export async function listOwnPersonalDataReads({ db, user, query }: { db: Database; user: SessionUser; query: { page: number; limit: number } }): Promise<Paginated<PersonalDataReadView>> {
  const mine = eq(personalDataReads.subjectNip, ownNip(user));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        read: personalDataReads,
        readerName: users.name,
        readerUsername: users.username,
        ticketNumber: tickets.number,
        // A link only where the person may open the ticket: their own, or a published one.
        ticketVisible: sql<boolean | null>`(${tickets.requesterId} = ${user.id} or ${tickets.isPublished})`,
      })
      .from(personalDataReads)
      .innerJoin(users, eq(users.id, personalDataReads.readerId))
      .leftJoin(tickets, eq(tickets.id, personalDataReads.ticketId))
      .where(mine)
      .orderBy(desc(personalDataReads.at), desc(personalDataReads.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(personalDataReads).where(mine),
  ]);
  const data = rows.map(({ read, readerName, readerUsername, ticketNumber, ticketVisible }) => ({
    id: read.id,
    at: read.at.toISOString(),
    reader: { id: read.readerId, name: readerName ?? readerUsername },
    reader_role: read.readerRole as Role,
    part: read.part,
    source: read.source,
    // A deleted ticket's id stays in the record; it is shown without a number then.
    ticket: read.ticketId !== null && ticketNumber !== null ? { id: read.ticketId, number: ticketNumber, visible: ticketVisible === true } : null,
    purpose: read.purpose,
    report: read.report,
  }));
  return { data, total, page: query.page, limit: query.limit };
}
