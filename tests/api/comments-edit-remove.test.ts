import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/tickets/[id]/comments/[commentId]/index';
import { ticketComments, tickets, type Ticket } from '@/server/db/schema';
import type { TicketCommentView } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createComment, createTicket } from '../helpers/comment-fixtures';
import { createUser } from '../helpers/fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let admin: SessionUser;
let agent: SessionUser;
let requester: SessionUser;
let otherUser: SessionUser;
let ticket: Ticket;

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
  agent = await createUser(ctx.db, { role: 'agent' });
  requester = await createUser(ctx.db, { role: 'user' });
  otherUser = await createUser(ctx.db, { role: 'user' });
  ticket = await createTicket(ctx.db, { requester, assignee: agent, published: true });
});

type Answer = TicketCommentView & { code: string; message: string };
const call = (method: 'PATCH' | 'DELETE', ticketId: number, commentId: number, user: SessionUser | null, body?: unknown) =>
  ctx.api.call<Answer>(handler, { method, params: { id: String(ticketId), commentId: String(commentId) }, user, body });
const edit = (t: Ticket, commentId: number, user: SessionUser | null, markdown = 'Sudah *diperbarui*') => call('PATCH', t.id, commentId, user, { markdown });
const remove = (t: Ticket, commentId: number, user: SessionUser | null) => call('DELETE', t.id, commentId, user);
const totalComments = async (t: Ticket) => (await ctx.db.select().from(tickets).where(eq(tickets.id, t.id)))[0].totalComments;

describe('PATCH /api/tickets/{id}/comments/{commentId} (edit-comment: the author only)', () => {
  it.each(['admin', 'agent', 'user'] as const)('lets a %s author edit, re-rendering the HTML and marking it edited', async (role) => {
    const author = { admin, agent, user: requester }[role];
    const comment = await createComment(ctx.db, { ticket, user: author });
    const res = await edit(ticket, comment.id, author);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: comment.id, markdown: 'Sudah *diperbarui*', html: '<p>Sudah <em>diperbarui</em></p>', is_edited: true });
    expect(Date.parse(res.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(res.body.created_at));
  });

  it.each([
    ['an admin', () => admin],
    ['the assigned agent', () => agent],
    ['another user', () => otherUser],
  ])('refuses %s who is not the author', async (_who, who) => {
    const comment = await createComment(ctx.db, { ticket, user: requester });
    const res = await edit(ticket, comment.id, who());
    expect(res.status).toBe(403);
    const [row] = await ctx.db.select().from(ticketComments).where(eq(ticketComments.id, comment.id));
    expect(row.isEdited).toBe(false);
  });

  it('answers 401 without a session and 400 for empty markdown', async () => {
    const comment = await createComment(ctx.db, { ticket, user: requester });
    expect((await edit(ticket, comment.id, null)).status).toBe(401);
    expect((await edit(ticket, comment.id, requester, ' ')).status).toBe(400);
    expect((await call('PATCH', ticket.id, comment.id, requester, {})).status).toBe(400);
  });

  it('answers 404 when the comment belongs to another ticket or the ticket is invisible', async () => {
    const comment = await createComment(ctx.db, { ticket, user: requester });
    const elsewhere = await createTicket(ctx.db, { requester, published: true });
    expect((await edit(elsewhere, comment.id, requester)).status).toBe(404);
    const hidden = await createTicket(ctx.db, { requester: otherUser });
    const own = await createComment(ctx.db, { ticket: hidden, user: otherUser });
    await ctx.db.update(ticketComments).set({ userId: requester.id }).where(eq(ticketComments.id, own.id));
    expect((await edit(hidden, own.id, requester)).status).toBe(404);
  });

  it('ends parallel edits with one whole edit: last write wins, markdown and HTML match', async () => {
    const comment = await createComment(ctx.db, { ticket, user: requester });
    const texts = Array.from({ length: 10 }, (_, i) => `Versi **${i}**`);
    const results = await Promise.all(texts.map((t) => edit(ticket, comment.id, requester, t)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [row] = await ctx.db.select().from(ticketComments).where(eq(ticketComments.id, comment.id));
    expect(texts).toContain(row.markdown);
    const n = row.markdown.match(/\d+/)?.[0];
    expect(row.html).toBe(`<p>Versi <strong>${n}</strong></p>`);
    expect(row.isEdited).toBe(true);
  });
});

describe('DELETE /api/tickets/{id}/comments/{commentId} (remove-comment: agent or user author)', () => {
  it.each(['agent', 'user'] as const)('lets a %s author delete and decrements the counter', async (role) => {
    const author = role === 'agent' ? agent : requester;
    const own = await createTicket(ctx.db, { requester, assignee: agent, published: true });
    const comment = await createComment(ctx.db, { ticket: own, user: author });
    await createComment(ctx.db, { ticket: own, user: admin });
    const res = await remove(own, comment.id, author);
    expect(res.status).toBe(204);
    expect(await ctx.db.select().from(ticketComments).where(eq(ticketComments.id, comment.id))).toEqual([]);
    expect(await totalComments(own)).toBe(1);
  });

  it('refuses an admin, even on their own comment (spec: agent and user only)', async () => {
    const comment = await createComment(ctx.db, { ticket, user: admin });
    expect((await remove(ticket, comment.id, admin)).status).toBe(403);
  });

  it('refuses someone else than the author', async () => {
    const comment = await createComment(ctx.db, { ticket, user: requester });
    expect((await remove(ticket, comment.id, agent)).status).toBe(403);
    expect((await remove(ticket, comment.id, otherUser)).status).toBe(403);
  });

  it('deletes an accepted answer like any comment', async () => {
    const own = await createTicket(ctx.db, { requester, assignee: agent, published: true });
    const comment = await createComment(ctx.db, { ticket: own, user: agent });
    await ctx.db.update(ticketComments).set({ isAnswer: true }).where(eq(ticketComments.id, comment.id));
    expect((await remove(own, comment.id, agent)).status).toBe(204);
    expect(await totalComments(own)).toBe(0);
  });

  it('answers 404 for another ticket, for a deleted comment, and counts a double delete once', async () => {
    const own = await createTicket(ctx.db, { requester, published: true });
    const comment = await createComment(ctx.db, { ticket: own, user: requester });
    await createComment(ctx.db, { ticket: own, user: requester });
    expect((await remove(ticket, comment.id, requester)).status).toBe(404);
    const statuses = (await Promise.all([remove(own, comment.id, requester), remove(own, comment.id, requester)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([204, 404]);
    expect(await totalComments(own)).toBe(1);
    expect((await remove(own, comment.id, requester)).status).toBe(404);
  });
});

describe('a locked ticket freezes its conversation (docs/security.md, Locked tickets)', () => {
  it('refuses the requester editing or removing their comment, 403 saying why, and changes nothing', async () => {
    const locked = await createTicket(ctx.db, { requester, assignee: agent, published: true, locked: true });
    const comment = await createComment(ctx.db, { ticket: locked, user: requester });
    const edited = await edit(locked, comment.id, requester);
    expect(edited.status).toBe(403);
    expect(edited.body.message).toContain('Tiket ini dikunci');
    expect((await remove(locked, comment.id, requester)).status).toBe(403);
    const [row] = await ctx.db.select().from(ticketComments).where(eq(ticketComments.id, comment.id));
    expect(row).toMatchObject({ markdown: comment.markdown, isEdited: false });
  });

  it('lets the assigned agent and an admin still edit their own comments', async () => {
    const locked = await createTicket(ctx.db, { requester, assignee: agent, published: true, locked: true });
    for (const author of [agent, admin]) {
      const comment = await createComment(ctx.db, { ticket: locked, user: author });
      expect((await edit(locked, comment.id, author)).status).toBe(200);
    }
    const agentComment = await createComment(ctx.db, { ticket: locked, user: agent });
    expect((await remove(locked, agentComment.id, agent)).status).toBe(204);
  });
});
