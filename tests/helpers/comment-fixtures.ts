import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { faqs, subFaqs, ticketComments, tickets, type Ticket, type TicketComment } from '@/server/db/schema';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from './fixtures';

export interface TicketFixture {
  requester: SessionUser;
  assignee?: SessionUser | null;
  published?: boolean;
  locked?: boolean;
  title?: string;
  description?: string;
}

/** The people of a ticket's permission cases: an admin, the assigned agent, another agent, the requester and another user. */
export async function createTicketCast(db: Database, { agentName }: { agentName?: string } = {}) {
  return {
    admin: await createUser(db, { role: 'admin' }),
    agent: await createUser(db, { role: 'agent', username: agentName }),
    otherAgent: await createUser(db, { role: 'agent' }),
    requester: await createUser(db, { role: 'user' }),
    otherUser: await createUser(db, { role: 'user' }),
  };
}

/** A ticket inserted directly (no route), in the state a test needs. */
export async function createTicket(db: Database, { requester, assignee = null, published = false, locked = false, title, description }: TicketFixture): Promise<Ticket> {
  const [ticket] = await db
    .insert(tickets)
    .values({
      title: title ?? `Tiket uji ${Date.now()}`,
      descriptionMarkdown: description ?? 'Deskripsi tiket uji',
      descriptionHtml: `<p>${description ?? 'Deskripsi tiket uji'}</p>`,
      requesterId: requester.id,
      assigneeId: assignee?.id ?? null,
      isPublished: published,
      publishedAt: published ? new Date() : null,
      isLocked: locked,
    })
    .returning();
  return ticket;
}

/** A comment inserted directly, with the ticket's counter kept in step. */
export async function createComment(db: Database, { ticket, user, markdown = 'Komentar uji' }: { ticket: Ticket; user: SessionUser; markdown?: string }): Promise<TicketComment> {
  const [comment] = await db.insert(ticketComments).values({ ticketId: ticket.id, userId: user.id, markdown, html: `<p>${markdown}</p>` }).returning();
  const [row] = await db.select({ total: tickets.totalComments }).from(tickets).where(eq(tickets.id, ticket.id));
  await db.update(tickets).set({ totalComments: row.total + 1 }).where(eq(tickets.id, ticket.id));
  return comment;
}

/** A FAQ group with its questions (answers stored as given, no rendering). */
export async function createFaq(db: Database, name: string, items: { question: string; answer: string }[]) {
  const [faq] = await db.insert(faqs).values({ name }).returning();
  const rows = await db
    .insert(subFaqs)
    .values(items.map((i) => ({ faqId: faq.id, question: i.question, answerMarkdown: i.answer, answerHtml: `<p>${i.answer}</p>` })))
    .returning();
  return { faq, subFaqs: rows };
}
