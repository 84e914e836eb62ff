import { and, desc, eq } from 'drizzle-orm';
import { profiles, status, ticketComments, tickets, users } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import type { Reader } from '@/server/db/sql-helpers';
import { iso, userSummaryColumns } from '@/server/tickets/user-summary';
import type { PublicProfile } from '@/utils/schemas/knowledge';

const LATEST = 10;

/**
 * What anyone signed in sees of a person: no phone or email, only published tickets and the
 * accepted answers they gave on published tickets (three queries, whatever the counts).
 */
export async function getPublicProfile({ db, id }: { db: Reader; id: number }): Promise<PublicProfile> {
  const [person, ticketRows, answerRows] = await Promise.all([
    db
      .select({ ...userSummaryColumns(users), group: users.group, bio: profiles.bio, position: profiles.position })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, id)),
    db
      .select({
        id: tickets.id,
        number: tickets.number,
        title: tickets.title,
        status: { code: status.code, name: status.name, color: status.color },
        created_at: tickets.createdAt,
      })
      .from(tickets)
      .innerJoin(status, eq(status.code, tickets.statusCode))
      .where(and(eq(tickets.requesterId, id), eq(tickets.isPublished, true)))
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
      .limit(LATEST),
    db
      .select({
        id: ticketComments.id,
        ticket_id: tickets.id,
        ticket_number: tickets.number,
        ticket_title: tickets.title,
        html: ticketComments.html,
        created_at: ticketComments.createdAt,
      })
      .from(ticketComments)
      .innerJoin(tickets, eq(tickets.id, ticketComments.ticketId))
      .where(and(eq(ticketComments.userId, id), eq(ticketComments.isAnswer, true), eq(tickets.isPublished, true)))
      .orderBy(desc(ticketComments.createdAt), desc(ticketComments.id))
      .limit(LATEST),
  ]);
  if (!person[0]) throw notFound('Pengguna tidak ditemukan');
  return {
    ...person[0],
    tickets: ticketRows.map((t) => ({ ...t, created_at: iso(t.created_at) })),
    answers: answerRows.map((a) => ({ ...a, created_at: iso(a.created_at) })),
  };
}
