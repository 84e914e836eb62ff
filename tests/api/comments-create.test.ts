import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/tickets/[id]/comments/index';
import { notifications, ticketHistories, tickets, ticketSubscriptions, usersHistories, type Ticket } from '@/server/db/schema';
import type { TicketCommentView } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createTicket, createTicketCast } from '../helpers/comment-fixtures';
import { createUser } from '../helpers/fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let admin: SessionUser;
let assignee: SessionUser;
let otherAgent: SessionUser;
let requester: SessionUser;
let otherUser: SessionUser;

beforeAll(async () => {
  ({ admin, agent: assignee, otherAgent, requester, otherUser } = await createTicketCast(ctx.db));
});

const post = (ticketId: number | string, user: SessionUser | null, body: unknown = { markdown: 'Mohon dibantu **segera**.' }) =>
  ctx.api.call<TicketCommentView & { code: string; message: string }>(handler, { method: 'POST', params: { id: String(ticketId) }, user, body });

const ticketWith = (state: { published: boolean; locked: boolean }) => createTicket(ctx.db, { requester, assignee, ...state });

describe('POST /api/tickets/{id}/comments: who may comment (create-comment)', () => {
  type Who = 'admin' | 'assignee' | 'otherAgent' | 'requester' | 'otherUser';
  const people = (): Record<Who, SessionUser> => ({ admin, assignee, otherAgent, requester, otherUser });
  // Expected status per ticket state: 201 allowed, 403 refused, 404 ticket not visible.
  const table: [string, { published: boolean; locked: boolean }, Record<Who, number>][] = [
    ['unpublished, open', { published: false, locked: false }, { admin: 201, assignee: 201, otherAgent: 403, requester: 201, otherUser: 404 }],
    ['published, open', { published: true, locked: false }, { admin: 201, assignee: 201, otherAgent: 201, requester: 201, otherUser: 201 }],
    ['published, locked', { published: true, locked: true }, { admin: 201, assignee: 201, otherAgent: 403, requester: 403, otherUser: 403 }],
    ['unpublished, locked', { published: false, locked: true }, { admin: 201, assignee: 201, otherAgent: 403, requester: 403, otherUser: 404 }],
  ];

  it.each(table)('on a %s ticket', async (_state, state, expected) => {
    const ticket = await ticketWith(state);
    const actual: Record<string, number> = {};
    for (const [who, user] of Object.entries(people())) actual[who] = (await post(ticket.id, user)).status;
    expect(actual).toEqual(expected);
    const [row] = await ctx.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row.totalComments).toBe(Object.values(expected).filter((s) => s === 201).length);
  });

  it('refuses anonymous callers with 401', async () => {
    const ticket = await ticketWith({ published: true, locked: false });
    expect((await post(ticket.id, null)).status).toBe(401);
  });

  it('answers 404 for a ticket that does not exist', async () => {
    const res = await post(2_000_000_000, admin);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Tiket tidak ditemukan');
  });

  it('explains a refusal in Indonesian', async () => {
    const ticket = await ticketWith({ published: true, locked: true });
    const res = await post(ticket.id, requester);
    expect(res.body).toEqual({ code: 'FORBIDDEN', message: 'Anda tidak dapat berkomentar pada tiket ini' });
  });
});

describe('POST /api/tickets/{id}/comments: validation', () => {
  it.each([
    ['empty markdown', { markdown: '   ' }, 'markdown'],
    ['missing markdown', {}, 'markdown'],
    ['markdown over 20 000 characters', { markdown: 'a'.repeat(20_001) }, 'markdown'],
    ['markdown not a string', { markdown: 42 }, 'markdown'],
  ])('answers 400 for %s', async (_name, body, field) => {
    const ticket = await ticketWith({ published: true, locked: false });
    const res = await ctx.api.call<{ code: string; fields: { path: string }[] }>(handler, { method: 'POST', params: { id: String(ticket.id) }, user: requester, body });
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f) => f.path)).toContain(field);
  });

  it.each(['abc', '0', '-1', '1.5'])('answers 400 for ticket id %s', async (id) => {
    expect((await post(id, admin)).status).toBe(400);
  });

  it('answers 405 for other methods', async () => {
    expect((await ctx.api.call(handler, { method: 'GET', params: { id: '1' }, user: admin })).status).toBe(405);
  });
});

describe('POST /api/tickets/{id}/comments: what a comment writes', () => {
  let ticket: Ticket;
  let subscriber: SessionUser;
  let view: TicketCommentView;

  beforeAll(async () => {
    ticket = await ticketWith({ published: true, locked: false });
    subscriber = await createUser(ctx.db, { role: 'user' });
    await ctx.db.insert(ticketSubscriptions).values({ ticketId: ticket.id, userId: subscriber.id });
    const res = await post(ticket.id, requester, { markdown: 'Lihat [panduan](https://bkd.example/p) <script>alert(1)</script>' });
    expect(res.status).toBe(201);
    view = res.body;
  });

  it('answers the comment view with sanitized HTML', () => {
    expect(view).toMatchObject({
      ticket_id: ticket.id,
      user_id: requester.id,
      user: { id: requester.id, username: requester.username, current_role: 'user' },
      markdown: 'Lihat [panduan](https://bkd.example/p) <script>alert(1)</script>',
      is_answer: false,
      is_edited: false,
      reactions: [],
    });
    expect(view.html).toContain('<a href="https://bkd.example/p" rel="noopener noreferrer nofollow" target="_blank">panduan</a>');
    expect(view.html).not.toContain('<script');
    expect(new Date(view.created_at).toISOString()).toBe(view.created_at);
  });

  it('counts the comment on the ticket', async () => {
    const [row] = await ctx.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row.totalComments).toBe(1);
  });

  it("writes the ticket history and the author's activity 'Anda berkomentar'", async () => {
    const history = await ctx.db.select().from(ticketHistories).where(eq(ticketHistories.ticketId, ticket.id));
    expect(history).toEqual([expect.objectContaining({ field: 'comment', userId: requester.id, toValue: String(view.id) })]);
    const activity = await ctx.db.select().from(usersHistories).where(eq(usersHistories.userId, requester.id));
    expect(activity.map((a) => [a.action, a.description])).toContainEqual(['comment', 'Anda berkomentar']);
    expect(activity.at(-1)?.ipAddress).toBeTruthy();
  });

  it('notifies admins, the assignee and subscribers, never the author', async () => {
    const sent = await ctx.db
      .select({ to: notifications.toUserId, from: notifications.fromUserId, title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.ticketId, ticket.id), eq(notifications.type, 'comment_created')));
    const recipients = sent.map((n) => n.to);
    expect(recipients).toEqual(expect.arrayContaining([admin.id, assignee.id, subscriber.id]));
    expect(recipients).not.toContain(requester.id);
    expect(recipients).not.toContain(otherAgent.id);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(sent.every((n) => n.from === requester.id && n.title === `Komentar baru pada tiket ${ticket.number}`)).toBe(true);
  });

  it('notifies the requester when someone else comments', async () => {
    await post(ticket.id, assignee, { markdown: 'Sudah kami proses.' });
    const toRequester = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.ticketId, ticket.id), eq(notifications.toUserId, requester.id)));
    expect(toRequester).toHaveLength(1);
  });

  it('keeps the counter right under parallel comments', async () => {
    const fresh = await ticketWith({ published: true, locked: false });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => post(fresh.id, i % 2 ? requester : assignee, { markdown: `Komentar ${i}` })));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    const [row] = await ctx.db.select().from(tickets).where(eq(tickets.id, fresh.id));
    expect(row.totalComments).toBe(8);
  });
});
