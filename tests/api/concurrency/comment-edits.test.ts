// Parallel edits of one comment by its author: the last write wins whole (markdown and its HTML
// from the same edit), no edit leaves a partial row, and no row is added or lost.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import commentHandler from '@/pages/api/tickets/[id]/comments/[commentId]/index';
import { ticketComments, type Ticket, type TicketComment } from '@/server/db/schema';
import { setRateLimitStore } from '@/server/http/rate-limit';
import { MemoryRateLimitStore } from '@/server/http/rate-limit-store';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import type { TicketCommentView } from '@/utils/schemas/tickets';
import { createCast, insertComment, insertTicket } from '../../helpers/ticket-fixtures';
import { useApiContext } from '../../helpers/api-context';

const ctx = useApiContext();

let cast: Awaited<ReturnType<typeof createCast>>;
let ticket: Ticket;

beforeAll(async () => {
  cast = await createCast(ctx.db);
  ticket = await insertTicket(ctx.db, { requester: cast.requester, assignee: cast.agent });
});
// Each test stays within the per-person limit on markdown writes (docs/security.md); the file does not.
beforeEach(() => setRateLimitStore(new MemoryRateLimitStore()));

const edit = (comment: TicketComment, markdown: string) =>
  ctx.api.call<TicketCommentView>(commentHandler, { method: 'PATCH', params: { id: String(ticket.id), commentId: String(comment.id) }, user: cast.requester, body: { markdown } });
const commentRows = () => ctx.db.select().from(ticketComments).where(eq(ticketComments.ticketId, ticket.id));
// Each edit renders differently (heading, list, table...), so mixed fields would show.
const versions = Array.from({ length: 20 }, (_, i) => (i % 2 ? `## Versi ${i}\n\n- butir **${i}**` : `Versi ${i} dengan \`kode ${i}\` dan [tautan](https://localhost/${i})`));

describe('parallel comment edits by the author', () => {
  it('20 parallel edits: all 200, the stored row is one whole edit, nothing added', async () => {
    const comment = await insertComment(ctx.db, ticket, cast.requester, 'Asli');
    const before = (await commentRows()).length;
    const answers = await Promise.all(versions.map((v) => edit(comment, v)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const rows = await commentRows();
    expect(rows).toHaveLength(before);
    const [stored] = rows.filter((r) => r.id === comment.id);
    expect(versions).toContain(stored.markdown);
    expect(stored.html).toBe(await renderMarkdown(stored.markdown));
    expect(stored.isEdited).toBe(true);
  });

  it('the last write wins: a later edit after the burst replaces it whole', async () => {
    const comment = await insertComment(ctx.db, ticket, cast.requester, 'Asli');
    await Promise.all(versions.map((v) => edit(comment, v)));
    const last = await edit(comment, 'Versi **terakhir**');
    expect(last.status).toBe(200);
    const [stored] = await ctx.db.select().from(ticketComments).where(eq(ticketComments.id, comment.id));
    expect([stored.markdown, stored.html]).toEqual(['Versi **terakhir**', '<p>Versi <strong>terakhir</strong></p>']);
    expect(last.body.html).toBe(stored.html);
  });

  it('parallel edits of different comments do not touch each other', async () => {
    const comments = await Promise.all(Array.from({ length: 10 }, (_, i) => insertComment(ctx.db, ticket, cast.requester, `Komentar ${i}`)));
    await Promise.all(comments.map((c, i) => edit(c, `Ubah ${i}`)));
    const rows = await commentRows();
    for (const [i, c] of comments.entries()) expect(rows.find((r) => r.id === c.id)?.markdown).toBe(`Ubah ${i}`);
  });
});
