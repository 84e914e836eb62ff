import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import getHandler from '@/pages/api/comments/[id]';
import postHandler from '@/pages/api/comments/index';
import { tickets, usersHistories, type Ticket } from '@/server/db/schema';
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
let published: Ticket;
let privateTicket: Ticket;

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
  agent = await createUser(ctx.db, { role: 'agent' });
  requester = await createUser(ctx.db, { role: 'user' });
  otherUser = await createUser(ctx.db, { role: 'user' });
  published = await createTicket(ctx.db, { requester, published: true });
  privateTicket = await createTicket(ctx.db, { requester, assignee: agent });
});

const post = (body: unknown, user: SessionUser | null) => ctx.api.call<TicketCommentView>(postHandler, { method: 'POST', body, user });
const get = (id: number | string, user: SessionUser | null) => ctx.api.call<TicketCommentView>(getHandler, { params: { id: String(id) }, user });

describe('POST /api/comments', () => {
  it('creates a comment like the ticket route: 201, counter, activity history', async () => {
    const res = await post({ ticket_id: published.id, markdown: 'Saya juga mengalami ini' }, otherUser);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ticket_id: published.id, user_id: otherUser.id, html: '<p>Saya juga mengalami ini</p>' });
    const [row] = await ctx.db.select().from(tickets).where(eq(tickets.id, published.id));
    expect(row.totalComments).toBe(1);
    const activity = await ctx.db.select().from(usersHistories).where(eq(usersHistories.userId, otherUser.id));
    expect(activity.map((a) => a.description)).toEqual(['Anda berkomentar']);
  });

  it('applies create-comment and visibility: 403 for an agent not assigned, 404 for a stranger', async () => {
    const otherAgent = await createUser(ctx.db, { role: 'agent' });
    expect((await post({ ticket_id: privateTicket.id, markdown: 'x' }, otherAgent)).status).toBe(403);
    expect((await post({ ticket_id: privateTicket.id, markdown: 'x' }, otherUser)).status).toBe(404);
    expect((await post({ ticket_id: privateTicket.id, markdown: 'x' }, agent)).status).toBe(201);
    expect((await post({ ticket_id: privateTicket.id, markdown: 'x' }, admin)).status).toBe(201);
  });

  it.each([
    ['no ticket_id', { markdown: 'x' }],
    ['a ticket_id that is not a number', { ticket_id: 'abc', markdown: 'x' }],
    ['an empty markdown', { ticket_id: 1, markdown: '' }],
  ])('answers 400 for %s', async (_name, body) => {
    expect((await post(body, requester)).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await post({ ticket_id: published.id, markdown: 'x' }, null)).status).toBe(401);
  });
});

describe('GET /api/comments/{id}', () => {
  it('answers the comment when its ticket is visible', async () => {
    const comment = await createComment(ctx.db, { ticket: privateTicket, user: agent, markdown: 'Balasan agen' });
    for (const user of [admin, agent, requester]) {
      const res = await get(comment.id, user);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: comment.id, markdown: 'Balasan agen', user: { id: agent.id } });
    }
  });

  it('answers 404 when the ticket is invisible or the comment does not exist', async () => {
    const comment = await createComment(ctx.db, { ticket: privateTicket, user: agent });
    expect((await get(comment.id, otherUser)).status).toBe(404);
    expect((await get(2_000_000_000, admin)).status).toBe(404);
  });

  it('answers 400 for a bad id and 401 without a session', async () => {
    expect((await get('abc', admin)).status).toBe(400);
    expect((await get(1, null)).status).toBe(401);
  });
});
