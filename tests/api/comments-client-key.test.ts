import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/tickets/[id]/comments/index';
import standaloneHandler from '@/pages/api/comments/index';
import { notifications, ticketComments, tickets } from '@/server/db/schema';
import type { TicketCommentView } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createTicket, createTicketCast } from '../helpers/comment-fixtures';
import { useApiContext } from '../helpers/api-context';

// Undo send posts a held reply once, and may post it again as the tab closes (docs/ticket-tools.md):
// the sender's key makes the second post answer the first comment instead of writing another.
const ctx = useApiContext();

let agent: SessionUser;
let requester: SessionUser;

beforeAll(async () => {
  ({ agent, requester } = await createTicketCast(ctx.db));
});

type Answer = TicketCommentView & { code: string; message: string };
const post = (ticketId: number, body: Record<string, unknown>, user = agent) =>
  ctx.api.call<Answer>(handler, { method: 'POST', params: { id: String(ticketId) }, user, body });

const commentsOf = (ticketId: number) => ctx.db.select().from(ticketComments).where(eq(ticketComments.ticketId, ticketId));
const commentNotices = (ticketId: number) =>
  ctx.db.select().from(notifications).where(and(eq(notifications.ticketId, ticketId), eq(notifications.type, 'comment_created')));
const countOf = async (ticketId: number) => (await ctx.db.select().from(tickets).where(eq(tickets.id, ticketId)))[0].totalComments;

let keySeq = 0;
const newKey = () => `undo-send-key-${Date.now()}-${++keySeq}`;

describe('POST /api/tickets/{id}/comments with client_key', () => {
  it('creates one comment, one count and one notification per recipient for the same key posted twice', async () => {
    const ticket = await createTicket(ctx.db, { requester, assignee: agent });
    const key = newKey();
    const first = await post(ticket.id, { markdown: 'Sudah kami proses.', client_key: key });
    const noticesAfterFirst = (await commentNotices(ticket.id)).length;
    const second = await post(ticket.id, { markdown: 'Sudah kami proses.', client_key: key });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).toBe(first.body.id);
    expect(await commentsOf(ticket.id)).toHaveLength(1);
    expect(await countOf(ticket.id)).toBe(1);
    expect(noticesAfterFirst).toBeGreaterThan(0);
    expect(await commentNotices(ticket.id)).toHaveLength(noticesAfterFirst);
  });

  it('creates one comment when both posts arrive at once', async () => {
    const ticket = await createTicket(ctx.db, { requester, assignee: agent });
    const key = newKey();
    const answers = await Promise.all([0, 1].map(() => post(ticket.id, { markdown: 'Bersamaan', client_key: key })));
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers[1].body.id).toBe(answers[0].body.id);
    expect(await commentsOf(ticket.id)).toHaveLength(1);
  });

  it('keeps an internal note once too, and the standalone route shares the key', async () => {
    const ticket = await createTicket(ctx.db, { requester, assignee: agent });
    const key = newKey();
    const note = await post(ticket.id, { markdown: 'Catatan', is_internal: true, client_key: key });
    const again = await ctx.api.call<Answer>(standaloneHandler, {
      method: 'POST',
      user: agent,
      body: { ticket_id: ticket.id, markdown: 'Catatan', is_internal: true, client_key: key },
    });
    expect(again.body.id).toBe(note.body.id);
    expect(await commentsOf(ticket.id)).toHaveLength(1);
    expect(await countOf(ticket.id)).toBe(0);
  });

  it('writes separate comments for different keys, and for another sender with the same key', async () => {
    const ticket = await createTicket(ctx.db, { requester, assignee: agent });
    const key = newKey();
    await post(ticket.id, { markdown: 'Satu', client_key: key });
    await post(ticket.id, { markdown: 'Dua', client_key: newKey() });
    await post(ticket.id, { markdown: 'Tiga', client_key: key }, requester);
    expect((await commentsOf(ticket.id)).map((c) => c.markdown).sort()).toEqual(['Dua', 'Satu', 'Tiga']);
  });

  it('refuses a key already used on another ticket with 409, writing nothing', async () => {
    const [a, b] = [await createTicket(ctx.db, { requester, assignee: agent }), await createTicket(ctx.db, { requester, assignee: agent })];
    const key = newKey();
    await post(a.id, { markdown: 'Di tiket A', client_key: key });
    const res = await post(b.id, { markdown: 'Di tiket B', client_key: key });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'CONFLICT', message: 'Kunci balasan sudah dipakai pada tiket lain' });
    expect(await commentsOf(b.id)).toHaveLength(0);
  });

  it.each(['pendek', 'x'.repeat(65), 'ada spasi di dalam kunci ini', 42])('answers 400 for the key %s', async (key) => {
    const ticket = await createTicket(ctx.db, { requester, assignee: agent });
    const res = await ctx.api.call<{ fields: { path: string }[] }>(handler, {
      method: 'POST',
      params: { id: String(ticket.id) },
      user: agent,
      body: { markdown: 'Halo', client_key: key },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f) => f.path)).toContain('client_key');
    expect(await commentsOf(ticket.id)).toHaveLength(0);
  });
});
