import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '@/server/db/seed';
import { ticketComments, tickets } from '@/server/db/schema';
import { seedDemoTickets } from '@/server/db/seed/tickets';
import { DEMO_TICKETS } from '@/server/tickets/demo-tickets';
import { getTicketDetail } from '@/server/tickets/get-ticket-detail';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';

const ctx = useApiContext();

describe('seedDemoTickets', () => {
  it('does nothing without the demo users', async () => {
    await seedDemoTickets(ctx.db);
    expect((await ctx.db.select({ n: count() }).from(tickets))[0].n).toBe(0);
  });

  it('seeds the demo tickets once, with comments, histories and one pinned ticket', async () => {
    await seedDemoData(ctx.db);
    await seedDemoTickets(ctx.db);
    await seedDemoTickets(ctx.db);
    const rows = await ctx.db.select().from(tickets);
    expect(rows).toHaveLength(DEMO_TICKETS.length);
    expect(rows.filter((t) => t.isPinned)).toHaveLength(1);
    expect(rows.filter((t) => t.isPublished).length).toBeGreaterThan(1);
    expect(new Set(rows.map((t) => t.statusCode))).toEqual(new Set(['DIAJUKAN', 'DIKERJAKAN', 'SELESAI', 'DITOLAK']));
    const comments = await ctx.db.select().from(ticketComments);
    expect(comments.length).toBe(rows.reduce((sum, t) => sum + t.totalComments, 0));
    expect(comments.every((c) => c.html.startsWith('<'))).toBe(true);

    const admin = await createUser(ctx.db, { role: 'admin' });
    const [done] = await ctx.db.select().from(tickets).where(eq(tickets.isPinned, true));
    const detail = await getTicketDetail({ db: ctx.db, user: admin, id: done.id });
    expect(detail.histories.map((h) => h.field)).toEqual(['created', 'status', 'status']);
    expect(detail.comments[0]).toMatchObject({ is_answer: true, user: { username: 'agent' } });
    expect(detail.description_html).toContain('<strong>Input Berkas</strong>');
  });
});
