import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  categories,
  commentReactions,
  notifications,
  subCategories,
  ticketComments,
  ticketHistories,
  tickets,
  type Ticket,
  type TicketComment,
} from '@/server/db/schema';
import type { PriorityCode, StatusCode } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from './fixtures';

export interface TicketSeed {
  requester: SessionUser;
  assignee?: SessionUser | null;
  title?: string;
  description?: string;
  status?: StatusCode;
  priority?: PriorityCode | null;
  subCategoryId?: number | null;
  published?: boolean;
  pinned?: boolean;
  locked?: boolean;
  stars?: number | null;
  createdAt?: Date;
}

let counter = 0;

/** A ticket inserted directly (no route, no history), in the state a test needs. */
export async function insertTicket(db: Database, seed: TicketSeed): Promise<Ticket> {
  counter += 1;
  const description = seed.description ?? 'Deskripsi tiket uji';
  const [ticket] = await db
    .insert(tickets)
    .values({
      title: seed.title ?? `Tiket uji nomor ${counter}`,
      descriptionMarkdown: description,
      descriptionHtml: `<p>${description}</p>`,
      requesterId: seed.requester.id,
      assigneeId: seed.assignee?.id ?? null,
      statusCode: seed.status ?? 'DIAJUKAN',
      priorityCode: seed.priority ?? null,
      subCategoryId: seed.subCategoryId ?? null,
      isPublished: seed.published ?? seed.pinned ?? false,
      publishedAt: (seed.published ?? seed.pinned) ? new Date() : null,
      isPinned: seed.pinned ?? false,
      pinnedAt: seed.pinned ? new Date() : null,
      isLocked: seed.locked ?? false,
      stars: seed.stars ?? null,
      ...(seed.createdAt ? { createdAt: seed.createdAt, updatedAt: seed.createdAt } : {}),
    })
    .returning();
  return ticket;
}

export async function insertComment(db: Database, ticket: Ticket, user: SessionUser, markdown = 'Komentar uji'): Promise<TicketComment> {
  const [comment] = await db.insert(ticketComments).values({ ticketId: ticket.id, userId: user.id, markdown, html: `<p>${markdown}</p>` }).returning();
  return comment;
}

// Reactions in a test happen within the same millisecond; spacing them keeps "oldest first" defined.
let reactionClock = Date.now();

export async function react(db: Database, comment: TicketComment, user: SessionUser, emoji: string): Promise<void> {
  reactionClock += 1000;
  await db.insert(commentReactions).values({ commentId: comment.id, userId: user.id, emoji, createdAt: new Date(reactionClock) });
}

/** The people most ticket tests need: two admins, two agents, the requester and another user. */
export async function createCast(db: Database) {
  return {
    admin: await createUser(db, { role: 'admin' }),
    admin2: await createUser(db, { role: 'admin' }),
    agent: await createUser(db, { role: 'agent' }),
    agent2: await createUser(db, { role: 'agent' }),
    requester: await createUser(db, { role: 'user' }),
    stranger: await createUser(db, { role: 'user' }),
  };
}

/** A sub-category (in a category of its own) whose tickets are due `hours` after they were created. */
export async function insertSubCategory(db: Database, hours: number): Promise<number> {
  counter += 1;
  const [category] = await db.insert(categories).values({ name: `Kategori SLA ${counter}` }).returning({ id: categories.id });
  const [sub] = await db
    .insert(subCategories)
    .values({ categoryId: category.id, name: `Target ${hours} jam ${counter}`, durationTargetHours: hours })
    .returning({ id: subCategories.id });
  return sub.id;
}

export async function anySubCategories(db: Database) {
  return db.select({ id: subCategories.id, categoryId: subCategories.categoryId }).from(subCategories).orderBy(asc(subCategories.id));
}

export async function historiesOf(db: Database, ticketId: number) {
  return db.select().from(ticketHistories).where(eq(ticketHistories.ticketId, ticketId)).orderBy(asc(ticketHistories.id));
}

/** Who was notified about this ticket with this type. */
export async function notifiedUserIds(db: Database, ticketId: number, type: string): Promise<number[]> {
  const rows = await db
    .select({ to: notifications.toUserId })
    .from(notifications)
    .where(and(eq(notifications.ticketId, ticketId), eq(notifications.type, type)));
  return rows.map((r) => r.to).sort((a, b) => a - b);
}

export const ids = (...people: { id: number }[]) => people.map((p) => p.id).sort((a, b) => a - b);

export async function ticketRow(db: Database, id: number): Promise<Ticket | undefined> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
  return row;
}
