import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import markAnswerHandler from '@/pages/api/tickets/[id]/comments/[commentId]/mark-answer';
import reactionsHandler from '@/pages/api/tickets/[id]/comments/[commentId]/reactions';
import { commentReactions, notifications, ticketComments, type Ticket } from '@/server/db/schema';
import type { ReactionSummary, TicketCommentView } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createComment, createTicket, createTicketCast } from '../helpers/comment-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let admin: SessionUser;
let agent: SessionUser;
let otherAgent: SessionUser;
let requester: SessionUser;
let otherUser: SessionUser;
let ticket: Ticket;

beforeAll(async () => {
  ({ admin, agent, otherAgent, requester, otherUser } = await createTicketCast(ctx.db));
  ticket = await createTicket(ctx.db, { requester, assignee: agent, published: true });
});

const params = (t: Ticket, commentId: number) => ({ id: String(t.id), commentId: String(commentId) });
const mark = (method: 'PUT' | 'DELETE', t: Ticket, commentId: number, user: SessionUser | null) =>
  ctx.api.call<TicketCommentView>(markAnswerHandler, { method, params: params(t, commentId), user });
const react = (t: Ticket, commentId: number, user: SessionUser | null, emoji: unknown = '👍', method: 'PUT' | 'PATCH' = 'PUT') =>
  ctx.api.call<ReactionSummary[]>(reactionsHandler, { method, params: params(t, commentId), user, body: { emoji } });
const answersOf = async (t: Ticket) =>
  (await ctx.db.select().from(ticketComments).where(and(eq(ticketComments.ticketId, t.id), eq(ticketComments.isAnswer, true)))).map((c) => c.id);

describe('PUT/DELETE .../mark-answer (admin or the assigned agent)', () => {
  it.each([
    ['an admin', () => admin, 200],
    ['the assigned agent', () => agent, 200],
    ['another agent', () => otherAgent, 403],
    ['the requester', () => requester, 403],
    ['another user', () => otherUser, 403],
  ])('%s: %i', async (_who, who, status) => {
    const own = await createTicket(ctx.db, { requester, assignee: agent, published: true });
    const comment = await createComment(ctx.db, { ticket: own, user: agent });
    const res = await mark('PUT', own, comment.id, who());
    expect(res.status).toBe(status);
    expect(await answersOf(own)).toEqual(status === 200 ? [comment.id] : []);
  });

  it('moves the answer: marking another comment unmarks the previous one', async () => {
    const own = await createTicket(ctx.db, { requester, assignee: agent, published: true });
    const first = await createComment(ctx.db, { ticket: own, user: agent });
    const second = await createComment(ctx.db, { ticket: own, user: admin });
    expect((await mark('PUT', own, first.id, agent)).body.is_answer).toBe(true);
    expect((await mark('PUT', own, second.id, agent)).body.is_answer).toBe(true);
    expect(await answersOf(own)).toEqual([second.id]);
  });

  it('keeps one answer when different comments are marked in parallel', async () => {
    const own = await createTicket(ctx.db, { requester, assignee: agent, published: true });
    const comments = await Promise.all([1, 2, 3, 4].map(() => createComment(ctx.db, { ticket: own, user: agent })));
    const results = await Promise.all(comments.map((c) => mark('PUT', own, c.id, admin)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await answersOf(own)).toHaveLength(1);
  });

  it('notifies once per new answer (not the actor), and DELETE unmarks', async () => {
    const own = await createTicket(ctx.db, { requester, assignee: agent, published: true });
    const comment = await createComment(ctx.db, { ticket: own, user: agent });
    await mark('PUT', own, comment.id, agent);
    await mark('PUT', own, comment.id, agent);
    const sent = await ctx.db.select().from(notifications).where(and(eq(notifications.ticketId, own.id), eq(notifications.type, 'answer_marked')));
    expect(sent.filter((n) => n.toUserId === requester.id)).toHaveLength(1);
    expect(sent.some((n) => n.toUserId === agent.id)).toBe(false);
    const res = await mark('DELETE', own, comment.id, agent);
    expect(res.status).toBe(200);
    expect(res.body.is_answer).toBe(false);
    expect(await answersOf(own)).toEqual([]);
    expect((await mark('DELETE', own, comment.id, agent)).status).toBe(200);
  });

  it('answers 404 for a comment of another ticket and for an invisible ticket', async () => {
    const comment = await createComment(ctx.db, { ticket, user: agent });
    const other = await createTicket(ctx.db, { requester, assignee: agent, published: true });
    expect((await mark('PUT', other, comment.id, admin)).status).toBe(404);
    const hidden = await createTicket(ctx.db, { requester: otherUser });
    const hiddenComment = await createComment(ctx.db, { ticket: hidden, user: otherUser });
    expect((await mark('PUT', hidden, hiddenComment.id, requester)).status).toBe(404);
    expect((await mark('PUT', ticket, 2_000_000_000, admin)).status).toBe(404);
  });

  it('answers 401 anonymous, 400 for a bad comment id', async () => {
    const comment = await createComment(ctx.db, { ticket, user: agent });
    expect((await mark('PUT', ticket, comment.id, null)).status).toBe(401);
    const res = await ctx.api.call(markAnswerHandler, { method: 'PUT', params: { id: String(ticket.id), commentId: 'x' }, user: admin });
    expect(res.status).toBe(400);
  });
});

describe('PATCH/PUT .../reactions (toggle, visible ticket)', () => {
  it('adds, summarises and removes a reaction', async () => {
    const comment = await createComment(ctx.db, { ticket, user: agent });
    const added = await react(ticket, comment.id, requester, '🎉');
    expect(added.status).toBe(200);
    expect(added.body).toEqual([{ emoji: '🎉', count: 1, users: [{ id: requester.id, name: requester.name, username: requester.username }], reacted_by_me: true }]);
    const second = await react(ticket, comment.id, otherUser, '🎉', 'PATCH');
    expect(second.body[0]).toMatchObject({ count: 2, reacted_by_me: true });
    expect(second.body[0].users.map((u) => u.id)).toEqual([requester.id, otherUser.id]);
    const removed = await react(ticket, comment.id, requester, '🎉');
    expect(removed.body).toEqual([{ emoji: '🎉', count: 1, users: [expect.objectContaining({ id: otherUser.id })], reacted_by_me: false }]);
  });

  it('lets everyone who sees the ticket react; a lock leaves it to admins and the assigned agent (docs/security.md)', async () => {
    const open = await createTicket(ctx.db, { requester, assignee: agent, published: true });
    const openComment = await createComment(ctx.db, { ticket: open, user: requester });
    for (const user of [admin, agent, otherAgent, requester, otherUser]) expect((await react(open, openComment.id, user, '🚀')).status).toBe(200);

    const locked = await createTicket(ctx.db, { requester, assignee: agent, published: true, locked: true });
    const comment = await createComment(ctx.db, { ticket: locked, user: requester });
    for (const user of [admin, agent]) expect((await react(locked, comment.id, user, '🚀')).status).toBe(200);
    for (const user of [otherAgent, requester, otherUser]) {
      const refused = await react(locked, comment.id, user, '🚀');
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).toContain('Tiket ini dikunci');
    }
    const rows = await ctx.db.select().from(commentReactions).where(eq(commentReactions.commentId, comment.id));
    expect(rows.map((r) => r.userId).sort()).toEqual([admin.id, agent.id].sort());
  });

  it('stays consistent under parallel toggles by the same user: no duplicates', async () => {
    const comment = await createComment(ctx.db, { ticket, user: agent });
    const results = await Promise.all(Array.from({ length: 10 }, () => react(ticket, comment.id, requester, '❤️')));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rows = await ctx.db.select().from(commentReactions).where(eq(commentReactions.commentId, comment.id));
    expect(rows.length).toBeLessThanOrEqual(1);
    const final = await react(ticket, comment.id, requester, '❤️');
    const count = final.body.find((r) => r.emoji === '❤️')?.count ?? 0;
    expect(count).toBe(rows.length === 1 ? 0 : 1);
  });

  it.each([['an emoji outside the list', '🍕'], ['no emoji', undefined], ['a number', 1]])('answers 400 for %s', async (_name, emoji) => {
    const comment = await createComment(ctx.db, { ticket, user: agent });
    const res = await ctx.api.call(reactionsHandler, { method: 'PUT', params: params(ticket, comment.id), user: requester, body: emoji === undefined ? {} : { emoji } });
    expect(res.status).toBe(400);
  });

  it('answers 404 on an invisible ticket or a comment of another ticket, 401 anonymous', async () => {
    const hidden = await createTicket(ctx.db, { requester: otherUser });
    const hiddenComment = await createComment(ctx.db, { ticket: hidden, user: otherUser });
    expect((await react(hidden, hiddenComment.id, requester)).status).toBe(404);
    expect((await react(ticket, hiddenComment.id, requester)).status).toBe(404);
    expect((await react(hidden, hiddenComment.id, null)).status).toBe(401);
  });
});
