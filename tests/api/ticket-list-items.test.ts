import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createComment } from '@/server/comments/create-comment';
import { categories, priorities, status, subCategories, ticketListItems, tickets, users } from '@/server/db/schema';
import { seedDemoReferences } from '@/server/db/seed/references';
import { FINISHED_STATUS_CODES } from '@/utils/rules/ticket-due';
import { useApiContext } from '../helpers/api-context';
import { createCast, insertSubCategory, insertTicket } from '../helpers/ticket-fixtures';

// The list read model (`ticket_list_items`, migration 0032) is written by database triggers, never
// by the application: after every kind of write that changes what a list item embeds, each stored
// item must equal the item built from the tables themselves. A dropped or misfiring trigger leaves
// an item stale and fails its case here.

const ctx = useApiContext();
let cast: Awaited<ReturnType<typeof createCast>>;
let ticketIds: number[];
let subA: number;
let subB: number;

const requester = alias(users, 'requester');
const assignee = alias(users, 'assignee');
const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const summary = (u: { id: number | null; name: string | null; username: string | null; image: string | null; currentRole: string | null }) =>
  u.id === null ? null : { id: u.id, name: u.name, username: u.username, image: u.image, current_role: u.currentRole };

/** Every ticket's list item from the tables, as the API has always shown it (`unread` false). */
async function itemsFromTables() {
  const rows = await ctx.db
    .select({
      t: tickets,
      status: { code: status.code, name: status.name, color: status.color },
      priority: { code: priorities.code, name: priorities.name, color: priorities.color },
      sub: { id: subCategories.id, name: subCategories.name, hours: subCategories.durationTargetHours },
      category: { id: categories.id, name: categories.name },
      requester: { id: requester.id, name: requester.name, username: requester.username, image: requester.image, currentRole: requester.currentRole },
      assignee: { id: assignee.id, name: assignee.name, username: assignee.username, image: assignee.image, currentRole: assignee.currentRole },
    })
    .from(tickets)
    .innerJoin(status, eq(status.code, tickets.statusCode))
    .leftJoin(priorities, eq(priorities.code, tickets.priorityCode))
    .leftJoin(subCategories, eq(subCategories.id, tickets.subCategoryId))
    .leftJoin(categories, eq(categories.id, subCategories.categoryId))
    .innerJoin(requester, eq(requester.id, tickets.requesterId))
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
    .orderBy(asc(tickets.id));
  return rows.map(({ t, sub, category, ...ref }) => ({
    id: t.id,
    number: t.number,
    title: t.title,
    status: ref.status,
    priority: ref.priority,
    sub_category: sub && category && { id: sub.id, name: sub.name, duration_target_hours: sub.hours, category },
    requester: summary(ref.requester),
    assignee: ref.assignee && summary(ref.assignee),
    requester_id: t.requesterId,
    assignee_id: t.assigneeId,
    is_published: t.isPublished,
    is_locked: t.isLocked,
    is_pinned: t.isPinned,
    total_comments: t.totalComments,
    unread: false,
    due_at: sub && !(FINISHED_STATUS_CODES as readonly string[]).includes(t.statusCode) ? iso(new Date(t.createdAt.getTime() + sub.hours * 3_600_000)) : null,
    created_at: iso(t.createdAt),
    updated_at: iso(t.updatedAt),
  }));
}

/** Every stored item, completed with `unread: false` as the list statement does. */
async function storedItems() {
  const rows = await ctx.db
    .select({ text: sql<string>`${ticketListItems.head} || 'false' || ${ticketListItems.tail}` })
    .from(ticketListItems)
    .orderBy(asc(ticketListItems.ticketId));
  return rows.map((row) => JSON.parse(row.text) as unknown);
}

async function expectItemsCurrent() {
  const expected = await itemsFromTables();
  // Keys in the API's order too (a client sees the same text as before the read model).
  expect((await storedItems()).map((item) => JSON.stringify(item))).toEqual(expected.map((item) => JSON.stringify(item)));
}

beforeAll(async () => {
  await seedDemoReferences(ctx.db);
  cast = await createCast(ctx.db);
  subA = await insertSubCategory(ctx.db, 24);
  subB = await insertSubCategory(ctx.db, 72);
  const made = [
    await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent, priority: 'TINGGI', subCategoryId: subA }),
    await insertTicket(ctx.db, { requester: cast.stranger, assignee: cast.agent2, status: 'SELESAI', subCategoryId: subB, published: true }),
    await insertTicket(ctx.db, { requester: cast.requester }),
  ];
  ticketIds = made.map((t) => t.id);
});

describe('ticket_list_items follows every write it embeds', () => {
  it('is written for new tickets, in the list item JSON text with unread between head and tail', async () => {
    const [first] = await ctx.db.select().from(ticketListItems).where(eq(ticketListItems.ticketId, ticketIds[0]));
    expect(first.head).toMatch(/^\{"id" : \d+, "number" : "HD-\d+", .*"total_comments" : 0, "unread" : $/);
    expect(first.tail).toMatch(/^, "due_at" : "[^"]+", "created_at" : "[^"]+", "updated_at" : "[^"]+"\}$/);
    await expectItemsCurrent();
  });

  it.each<[string, () => Partial<typeof tickets.$inferInsert>]>([
    ['title', () => ({ title: 'Judul yang diubah' })],
    ['status (and so the due time)', () => ({ statusCode: 'SELESAI' })],
    ['priority', () => ({ priorityCode: 'RENDAH' })],
    ['sub-category', () => ({ subCategoryId: subB })],
    ['no sub-category', () => ({ subCategoryId: null })],
    ['assignee', () => ({ assigneeId: cast.agent2.id })],
    ['requester', () => ({ requesterId: cast.stranger.id })],
    ['pin, lock and publish', () => ({ isPinned: true, isLocked: true, isPublished: true })],
    ['comment count and update time', () => ({ totalComments: 7, updatedAt: new Date('2026-01-02T03:04:05.678Z') })],
  ])('a ticket update: %s', async (_, change) => {
    await ctx.db.update(tickets).set(change()).where(eq(tickets.id, ticketIds[2]));
    await expectItemsCurrent();
  });

  it('a bulk update of several tickets in one statement', async () => {
    await ctx.db.update(tickets).set({ statusCode: 'DIKERJAKAN', assigneeId: cast.agent.id }).where(inArray(tickets.id, ticketIds));
    await expectItemsCurrent();
  });

  it('a comment through the service (count and update time)', async () => {
    await createComment({ db: ctx.db, user: cast.agent, ticketId: ticketIds[0], markdown: 'Sedang kami proses' });
    await expectItemsCurrent();
  });

  it.each(['name', 'username', 'image', 'currentRole'] as const)("a requester's and an assignee's %s", async (column) => {
    const value = column === 'currentRole' ? 'admin' : `${column}-baru`;
    await ctx.db.update(users).set({ [column]: value }).where(inArray(users.id, [cast.requester.id, cast.agent.id]));
    await expectItemsCurrent();
  });

  it("a status's and a priority's name and colour", async () => {
    await ctx.db.update(status).set({ name: 'Sedang dikerjakan', color: '#123456' }).where(eq(status.code, 'DIKERJAKAN'));
    await ctx.db.update(priorities).set({ name: 'Mendesak', color: '#654321' }).where(eq(priorities.code, 'TINGGI'));
    await expectItemsCurrent();
  });

  it("a status's code (reaching the tickets by ON UPDATE CASCADE)", async () => {
    await ctx.db.update(status).set({ code: 'DIKERJAKAN_2' }).where(eq(status.code, 'DIKERJAKAN'));
    await expectItemsCurrent();
    await ctx.db.update(status).set({ code: 'DIKERJAKAN' }).where(eq(status.code, 'DIKERJAKAN_2'));
    await expectItemsCurrent();
  });

  it("a sub-category's name, target hours and category; a category's name", async () => {
    await ctx.db.update(subCategories).set({ name: 'Sub baru', durationTargetHours: 5 }).where(eq(subCategories.id, subA));
    await expectItemsCurrent();
    const [other] = await ctx.db.select({ id: subCategories.categoryId }).from(subCategories).where(eq(subCategories.id, subB));
    await ctx.db.update(subCategories).set({ categoryId: other.id }).where(eq(subCategories.id, subA));
    await expectItemsCurrent();
    await ctx.db.update(categories).set({ name: 'Kategori berganti nama' }).where(eq(categories.id, other.id));
    await expectItemsCurrent();
  });

  it('a deleted sub-category and a deleted assignee (foreign keys set null)', async () => {
    await ctx.db.update(tickets).set({ subCategoryId: subB, assigneeId: cast.agent2.id }).where(eq(tickets.id, ticketIds[2]));
    await expectItemsCurrent();
    await ctx.db.delete(subCategories).where(eq(subCategories.id, subB));
    await ctx.db.delete(users).where(eq(users.id, cast.agent2.id));
    await expectItemsCurrent();
  });

  it('a deleted ticket takes its item with it', async () => {
    await ctx.db.delete(tickets).where(eq(tickets.id, ticketIds[1]));
    expect(await ctx.db.select().from(ticketListItems).where(eq(ticketListItems.ticketId, ticketIds[1]))).toEqual([]);
    await expectItemsCurrent();
  });
});
