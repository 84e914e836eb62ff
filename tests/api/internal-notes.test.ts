import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import commentsHandler from '@/pages/api/tickets/[id]/comments/index';
import commentHandler from '@/pages/api/tickets/[id]/comments/[commentId]/index';
import markAnswerHandler from '@/pages/api/tickets/[id]/comments/[commentId]/mark-answer';
import reactionsHandler from '@/pages/api/tickets/[id]/comments/[commentId]/reactions';
import standaloneCommentHandler from '@/pages/api/comments/[id]';
import ticketHandler from '@/pages/api/tickets/[id]/index';
import ticketsHandler from '@/pages/api/tickets/index';
import { notifications, ticketComments, ticketHistories, tickets, ticketSubscriptions, type Ticket } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { TicketCommentView, TicketDetail, TicketListItem } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { createTicket } from '../helpers/comment-fixtures';
import { createUser } from '../helpers/fixtures';

// Internal notes: staff write them on a ticket; the requester (and every other user) never sees
// them, their count, their history, their notifications or an unread marker caused by them.
const ctx = useApiContext();
let admin: SessionUser;
let agent: SessionUser;
let requester: SessionUser;
let follower: SessionUser;

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
  agent = await createUser(ctx.db, { role: 'agent' });
  requester = await createUser(ctx.db, { role: 'user' });
  follower = await createUser(ctx.db, { role: 'user' });
});

type Answer = TicketCommentView & { code: string; message: string };
const post = (ticket: Ticket, user: SessionUser, body: object) =>
  ctx.api.call<Answer>(commentsHandler, { method: 'POST', params: { id: String(ticket.id) }, user, body });
const detail = (ticket: Ticket, user: SessionUser) => ctx.api.call<TicketDetail>(ticketHandler, { params: { id: String(ticket.id) }, user });
const commentParams = (ticket: Ticket, id: number) => ({ id: String(ticket.id), commentId: String(id) });

async function ticketWithNote() {
  const ticket = await createTicket(ctx.db, { requester, assignee: agent, published: true });
  const note = await post(ticket, agent, { markdown: 'Cek dulu SK di BKN', is_internal: true });
  expect(note.status).toBe(201);
  expect(note.body.is_internal).toBe(true);
  return { ticket, noteId: note.body.id };
}

describe('internal notes', () => {
  it('are shown to staff and hidden from the requester, with the count and history untouched', async () => {
    const { ticket, noteId } = await ticketWithNote();
    const reply = await post(ticket, agent, { markdown: 'Sedang kami proses' });
    expect(reply.body.is_internal).toBe(false);

    for (const staff of [admin, agent]) {
      const seen = await detail(ticket, staff);
      expect(seen.body.comments.map((c) => c.id)).toEqual([noteId, reply.body.id]);
    }
    const own = await detail(ticket, requester);
    expect(own.body.comments.map((c) => c.id)).toEqual([reply.body.id]);
    expect(JSON.stringify(own.body)).not.toContain('Cek dulu SK');
    expect(own.body.total_comments).toBe(1);
    const histories = await ctx.db.select().from(ticketHistories).where(and(eq(ticketHistories.ticketId, ticket.id), eq(ticketHistories.field, 'comment')));
    expect(histories).toHaveLength(1);
  });

  it('answer 404 to a user who asks for, edits, removes or reacts to one, and change nothing', async () => {
    const { ticket, noteId } = await ticketWithNote();
    const params = commentParams(ticket, noteId);
    expect((await ctx.api.call(standaloneCommentHandler, { params: { id: String(noteId) }, user: requester })).status).toBe(404);
    expect((await ctx.api.call(commentHandler, { method: 'PATCH', params, user: requester, body: { markdown: 'ubah' } })).status).toBe(404);
    expect((await ctx.api.call(commentHandler, { method: 'DELETE', params, user: requester })).status).toBe(404);
    expect((await ctx.api.call(reactionsHandler, { method: 'PUT', params, user: requester, body: { emoji: '👍' } })).status).toBe(404);
    expect((await ctx.api.call(standaloneCommentHandler, { params: { id: String(noteId) }, user: admin })).status).toBe(200);
    const [row] = await ctx.db.select().from(ticketComments).where(eq(ticketComments.id, noteId));
    expect(row.markdown).toBe('Cek dulu SK di BKN');
  });

  it('cannot be written by a user: 403 and nothing stored', async () => {
    const ticket = await createTicket(ctx.db, { requester, assignee: agent, published: true });
    const refused = await post(ticket, requester, { markdown: 'Catatan saya', is_internal: true });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('catatan internal');
    expect(await ctx.db.select().from(ticketComments).where(eq(ticketComments.ticketId, ticket.id))).toHaveLength(0);
  });

  it('notify staff only, and never raise the requester’s unread marker', async () => {
    const ticket = await createTicket(ctx.db, { requester, assignee: agent, published: true });
    const note = await post(ticket, agent, { markdown: 'Catatan untuk admin', is_internal: true });
    const sent = await ctx.db.select({ to: notifications.toUserId }).from(notifications).where(eq(notifications.ticketId, ticket.id));
    const recipients = sent.map((n) => n.to);
    expect(recipients).toContain(admin.id);
    expect(recipients).not.toContain(requester.id);
    expect(note.status).toBe(201);

    const list = await ctx.api.call<Paginated<TicketListItem>>(ticketsHandler, { path: '/?limit=100', user: requester });
    expect(list.body.data.find((t) => t.id === ticket.id)?.unread).toBe(false);
    const staffList = await ctx.api.call<Paginated<TicketListItem>>(ticketsHandler, { path: '/?limit=100', user: admin });
    expect(staffList.body.data.find((t) => t.id === ticket.id)?.unread).toBe(true);
  });

  it('cannot become the answer (409), and removing one leaves the count alone', async () => {
    const { ticket, noteId } = await ticketWithNote();
    const marked = await ctx.api.call<Answer>(markAnswerHandler, { method: 'PUT', params: commentParams(ticket, noteId), user: agent });
    expect(marked.status).toBe(409);
    expect(marked.body.message).toContain('Catatan internal');
    expect((await ctx.api.call(commentHandler, { method: 'DELETE', params: commentParams(ticket, noteId), user: agent })).status).toBe(204);
    const [row] = await ctx.db.select({ total: tickets.totalComments }).from(tickets).where(eq(tickets.id, ticket.id));
    expect(row.total).toBe(0);
  });

  it('a follower of a published ticket hears of comments, not of notes', async () => {
    const ticket = await createTicket(ctx.db, { requester, assignee: agent, published: true });
    await ctx.db.insert(ticketSubscriptions).values({ ticketId: ticket.id, userId: follower.id });
    await post(ticket, agent, { markdown: 'Catatan', is_internal: true });
    await post(ticket, agent, { markdown: 'Balasan' });
    const got = await ctx.db.select({ title: notifications.title }).from(notifications).where(and(eq(notifications.ticketId, ticket.id), eq(notifications.toUserId, follower.id)));
    expect(got.map((n) => n.title)).toEqual([`Komentar baru pada tiket ${ticket.number}`]);
  });
});
