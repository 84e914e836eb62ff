// Parallel reaction toggles by one user on one comment: the primary key forbids duplicates, and
// the toggles are serialised, so N parallel toggles end as N sequential ones would (none lost).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import reactionsHandler from '@/pages/api/tickets/[id]/comments/[commentId]/reactions';
import { commentReactions, type Ticket, type TicketComment } from '@/server/db/schema';
import { REACTION_EMOJIS, type ReactionSummary } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createCast, insertComment, insertTicket } from '../../helpers/ticket-fixtures';
import { useApiContext } from '../../helpers/api-context';

const ctx = useApiContext();

let cast: Awaited<ReturnType<typeof createCast>>;
let ticket: Ticket;

beforeAll(async () => {
  cast = await createCast(ctx.db);
  ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent, published: true });
});

const toggle = (comment: TicketComment, user: SessionUser, emoji: string) =>
  ctx.api.call<ReactionSummary[]>(reactionsHandler, { method: 'PUT', params: { id: String(ticket.id), commentId: String(comment.id) }, user, body: { emoji } });
const rowsOf = (comment: TicketComment) => ctx.db.select().from(commentReactions).where(eq(commentReactions.commentId, comment.id));
const newComment = () => insertComment(ctx.db, ticket, cast.agent);

describe('parallel reaction toggles by the same user', () => {
  it.each([20, 21])('%i parallel toggles of one emoji end as many sequential ones would', async (times) => {
    const comment = await newComment();
    const answers = await Promise.all(Array.from({ length: times }, () => toggle(comment, cast.requester, '👍')));
    expect(answers.map((a) => a.status)).toEqual(Array(times).fill(200));
    const rows = await rowsOf(comment);
    expect(rows).toHaveLength(times % 2);
  });

  it('every emoji toggled once in parallel, three times over: one row each, none lost', async () => {
    const comment = await newComment();
    const emojis = [...REACTION_EMOJIS, ...REACTION_EMOJIS, ...REACTION_EMOJIS];
    const answers = await Promise.all(emojis.map((emoji) => toggle(comment, cast.requester, emoji)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await rowsOf(comment);
    expect(rows.map((r) => r.emoji).sort()).toEqual([...REACTION_EMOJIS].sort());
    expect(rows.every((r) => r.userId === cast.requester.id)).toBe(true);
  });

  it('several users toggling in parallel keep each other\'s rows', async () => {
    const comment = await newComment();
    const people = [cast.admin, cast.admin2, cast.agent, cast.agent2, cast.requester, cast.stranger];
    await Promise.all(people.flatMap((p) => [toggle(comment, p, '🎉'), toggle(comment, p, '🚀')]));
    const rows = await rowsOf(comment);
    expect(rows).toHaveLength(people.length * 2);
    const summary = (await toggle(comment, cast.stranger, '🤔')).body;
    expect(summary.find((s) => s.emoji === '🎉')?.count).toBe(people.length);
  });

  it('the schema refuses a duplicate reaction row (primary key)', async () => {
    const comment = await newComment();
    const row = { commentId: comment.id, userId: cast.requester.id, emoji: '❤️' };
    await ctx.db.insert(commentReactions).values(row);
    await expect(ctx.db.insert(commentReactions).values(row)).rejects.toSatisfy((e: unknown) => JSON.stringify(e).includes('23505') || /duplicate key/.test(String(e)));
    const mine = and(eq(commentReactions.commentId, comment.id), eq(commentReactions.userId, cast.requester.id));
    expect(await ctx.db.select().from(commentReactions).where(mine)).toHaveLength(1);
  });
});
