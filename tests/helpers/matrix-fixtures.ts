import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { announcements, notifications, privateMessages, savedReplies, tickets, users, type Ticket, type TicketComment } from '@/server/db/schema';
import { storeUpload } from '@/server/uploads/store-upload';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from './fixtures';
import { DEMO_NIP } from './personnel-fixtures';
import { insertComment, insertTicket, type TicketSeed } from './ticket-fixtures';
import { TINY_PNG } from './tiny-png';

/**
 * Fixtures for the authorization matrix: every case builds its own target rows, with the acting
 * person in the relation the case names (requester, assignee, author, receiver) or a stranger to
 * it, so a case that deletes or changes its target never affects the next one.
 */
export type MatrixRole = 'user' | 'agent' | 'admin';
export type Relation = 'requester' | 'assignee' | 'author' | 'receiver' | 'published';
export type ActorKey = 'anonymous' | MatrixRole | `${MatrixRole}:${Relation}`;

export async function matrixCast(db: Database) {
  return {
    user: await createUser(db, { role: 'user' }),
    agent: await createUser(db, { role: 'agent' }),
    admin: await createUser(db, { role: 'admin' }),
    // The "someone else" of every relation: another requester, another agent.
    otherUser: await createUser(db, { role: 'user' }),
    otherAgent: await createUser(db, { role: 'agent' }),
  };
}
export type MatrixCast = Awaited<ReturnType<typeof matrixCast>>;

/**
 * The cast with the NIP of its role's demo account on user, agent and admin (the SIASN sandbox
 * knows these records): for the routes that read one's own SIASN record.
 */
export async function castWithDemoNips(cast: MatrixCast, db: Database): Promise<MatrixCast> {
  const withNip = async <T extends { id: number }>(user: T, nip: string) => {
    await db.update(users).set({ employeeNumber: nip }).where(eq(users.id, user.id));
    return { ...user, employee_number: nip };
  };
  return { ...cast, user: await withNip(cast.user, DEMO_NIP.user), agent: await withNip(cast.agent, DEMO_NIP.agent), admin: await withNip(cast.admin, DEMO_NIP.admin) };
}

export interface CaseContext {
  db: Database;
  cast: MatrixCast;
  actor: SessionUser | null;
  relation: Relation | null;
}

export function actorOf(cast: MatrixCast, key: ActorKey): { actor: SessionUser | null; relation: Relation | null } {
  if (key === 'anonymous') return { actor: null, relation: null };
  const [role, relation] = key.split(':');
  const actor = role === 'admin' ? cast.admin : role === 'agent' ? cast.agent : cast.user;
  const known: Relation[] = ['requester', 'assignee', 'author', 'receiver', 'published'];
  return { actor, relation: known.find((r) => r === relation) ?? null };
}

/** `who` when the case puts the actor in `relation`, else `otherwise`. */
const inRelation = (ctx: CaseContext, relation: Relation, otherwise: SessionUser): SessionUser =>
  ctx.relation === relation && ctx.actor ? ctx.actor : otherwise;

/** A ticket asked by the actor (requester) or another user, assigned to the actor (assignee) or another agent. */
export function ticketFor(ctx: CaseContext, seed: Omit<TicketSeed, 'requester' | 'assignee'> = {}): Promise<Ticket> {
  return insertTicket(ctx.db, {
    ...seed,
    requester: inRelation(ctx, 'requester', ctx.cast.otherUser),
    assignee: inRelation(ctx, 'assignee', ctx.cast.otherAgent),
    published: seed.published ?? ctx.relation === 'published',
  });
}

/** A ticket as `ticketFor` makes it, and a second one of the same requester for it to be merged into. */
export async function ticketPairFor(ctx: CaseContext): Promise<{ source: Ticket; target: Ticket }> {
  const source = await ticketFor(ctx);
  const target = await insertTicket(ctx.db, { requester: inRelation(ctx, 'requester', ctx.cast.otherUser) });
  return { source, target };
}

/**
 * A comment written by the actor (author) or by the assigned agent. A user who authors a comment
 * is the ticket's requester, as users only comment on tickets they can see.
 */
export async function commentFor(ctx: CaseContext): Promise<{ ticket: Ticket; comment: TicketComment }> {
  const authoringUser = ctx.relation === 'author' && ctx.actor?.current_role === 'user';
  const ticket = authoringUser ? await ticketFor({ ...ctx, relation: 'requester' }) : await ticketFor(ctx);
  const comment = await insertComment(ctx.db, ticket, inRelation(ctx, 'author', ctx.cast.otherAgent));
  return { ticket, comment };
}

/** At most three tickets may be pinned: cases that pin start from none. */
export async function unpinAll(db: Database): Promise<void> {
  await db.update(tickets).set({ isPinned: false, pinnedAt: null });
}

export async function savedReplyFor(ctx: CaseContext): Promise<number> {
  const owner = inRelation(ctx, 'author', ctx.cast.otherAgent);
  const [row] = await ctx.db.insert(savedReplies).values({ userId: owner.id, title: 'Balasan uji', content: 'Isi balasan uji' }).returning();
  return row.id;
}

/** A message from the actor (author) or another user, to the actor (receiver) or another agent. */
export async function messageFor(ctx: CaseContext): Promise<number> {
  const sender = inRelation(ctx, 'author', ctx.cast.otherUser);
  const receiver = inRelation(ctx, 'receiver', ctx.cast.otherAgent);
  const [row] = await ctx.db
    .insert(privateMessages)
    .values({ senderId: sender.id, receiverId: receiver.id, subject: 'Pesan uji', contentMarkdown: 'Isi pesan', contentHtml: '<p>Isi pesan</p>' })
    .returning();
  return row.id;
}

export async function notificationFor(ctx: CaseContext): Promise<number> {
  const to = inRelation(ctx, 'receiver', ctx.cast.otherUser);
  const [row] = await ctx.db.insert(notifications).values({ toUserId: to.id, type: 'reminder', title: 'Notifikasi uji' }).returning();
  return row.id;
}

/** An announcement shown now, or a hidden (inactive) one. */
export async function announcementFor(ctx: CaseContext, shown = true): Promise<number> {
  const [row] = await ctx.db
    .insert(announcements)
    .values({ title: 'Pengumuman uji', contentMarkdown: 'Isi', contentHtml: '<p>Isi</p>', isActive: shown, createdBy: ctx.cast.admin.id })
    .returning();
  return row.id;
}

/** A stored image uploaded by the actor (author) or another user; its own bytes per case. Returns the file name. */
export async function uploadFor(ctx: CaseContext): Promise<string> {
  const owner = inRelation(ctx, 'author', ctx.cast.otherUser);
  const bytes = Buffer.concat([TINY_PNG, Buffer.from(crypto.randomUUID())]);
  const stored = await storeUpload({ bytes, name: 'matriks.png' }, { db: ctx.db, ownerId: owner.id, kind: 'image' });
  return stored.url.split('/').pop() ?? '';
}
