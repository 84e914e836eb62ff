import { inArray } from 'drizzle-orm';
import { renderMarkdown } from '@/server/markdown/render-markdown';
import type { Database } from '../client';
import { subCategories, ticketComments, ticketHistories, ticketSubscriptions, tickets, users } from '../schema';
import { DEMO_TICKETS, type DemoTicket } from '@/server/tickets/demo-tickets';

const HOUR = 3_600_000;

/** The statuses a demo ticket passed through, as history rows after its 'created' row. */
function pathTo(status: DemoTicket['status']): [string, string][] {
  if (status === 'DIKERJAKAN') return [['DIAJUKAN', 'DIKERJAKAN']];
  if (status === 'SELESAI') return [['DIAJUKAN', 'DIKERJAKAN'], ['DIKERJAKAN', 'SELESAI']];
  if (status === 'DITOLAK') return [['DIAJUKAN', 'DITOLAK']];
  return [];
}

/**
 * Demo tickets from the demo accounts (user, user2, pttpk, tamu), some handled by `agent`.
 * Idempotent: does nothing once any ticket exists, or when the demo users are missing.
 */
export async function seedDemoTickets(db: Database): Promise<void> {
  const [existing] = await db.select({ id: tickets.id }).from(tickets).limit(1);
  if (existing) return;
  const usernames = [...new Set(DEMO_TICKETS.flatMap((t) => [t.requester, 'agent']))];
  const people = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, usernames));
  const subs = await db.select({ id: subCategories.id, name: subCategories.name }).from(subCategories);
  const userId = (username: string) => people.find((p) => p.username === username)?.id;
  const agentId = userId('agent');
  if (agentId === undefined || DEMO_TICKETS.some((t) => userId(t.requester) === undefined)) return;

  const rendered = await Promise.all(DEMO_TICKETS.map(async (t) => ({ description: await renderMarkdown(t.description), reply: t.reply ? await renderMarkdown(t.reply) : null })));
  await db.transaction(async (tx) => {
    for (const [index, demo] of DEMO_TICKETS.entries()) {
      const requesterId = userId(demo.requester) ?? agentId;
      const createdAt = new Date(Date.now() - demo.hoursAgo * HOUR);
      const later = (hours: number) => new Date(createdAt.getTime() + hours * HOUR);
      const handled = demo.status !== 'DIAJUKAN';
      const [ticket] = await tx
        .insert(tickets)
        .values({
          title: demo.title,
          descriptionMarkdown: demo.description,
          descriptionHtml: rendered[index].description,
          requesterId,
          assigneeId: handled ? agentId : null,
          statusCode: demo.status,
          priorityCode: demo.priority ?? null,
          subCategoryId: subs.find((s) => s.name === demo.subCategory)?.id ?? null,
          isPublished: demo.published ?? false,
          publishedAt: demo.published ? later(3) : null,
          isPinned: demo.pinned ?? false,
          pinnedAt: demo.pinned ? later(3) : null,
          startWorkAt: handled && demo.status !== 'DITOLAK' ? later(1) : null,
          completedAt: demo.status === 'SELESAI' ? later(2) : null,
          stars: demo.stars ?? null,
          requesterComment: demo.stars ? (demo.comment ?? null) : null,
          feedbackPublic: demo.publish !== undefined,
          feedbackName: demo.publish ?? 'initials',
          totalComments: demo.reply ? 1 : 0,
          createdAt,
          updatedAt: later(handled ? 2 : 0),
        })
        .returning({ id: tickets.id });
      const steps = pathTo(demo.status).map(([from, to], step) => ({ ticketId: ticket.id, userId: agentId, field: 'status', fromValue: from, toValue: to, createdAt: later(step + 1) }));
      await tx.insert(ticketHistories).values([{ ticketId: ticket.id, userId: requesterId, field: 'created', toValue: 'DIAJUKAN', createdAt }, ...steps]);
      await tx.insert(ticketSubscriptions).values({ ticketId: ticket.id, userId: requesterId, createdAt });
      const reply = rendered[index].reply;
      if (demo.reply && reply) {
        await tx.insert(ticketComments).values({ ticketId: ticket.id, userId: agentId, markdown: demo.reply, html: reply, isAnswer: demo.status === 'SELESAI', createdAt: later(1.5), updatedAt: later(1.5) });
      }
    }
  });
}
