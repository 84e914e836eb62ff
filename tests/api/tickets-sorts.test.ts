import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import handler from '@/pages/api/tickets';
import { tickets, type Ticket } from '@/server/db/schema';
import { seedDemoReferences } from '@/server/db/seed/references';
import type { Paginated } from '@/utils/schemas/common';
import type { TicketListItem } from '@/utils/schemas/tickets';
import { createCast, insertTicket } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

// The column sorts of the ticket list (title, status, priority, last update; both directions).

let cast: Awaited<ReturnType<typeof createCast>>;
let t: Record<'a' | 'b' | 'c' | 'd' | 'e', Ticket>;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  await seedDemoReferences(ctx.db);
  cast = await createCast(ctx.db);
  const requester = cast.requester;
  // Lower-case titles too: "A–Z" ignores case whatever the database's collation.
  t = {
    a: await insertTicket(ctx.db, { requester, title: 'bantuan cuti melahirkan', status: 'DIKERJAKAN', priority: 'RENDAH', createdAt: daysAgo(5) }),
    b: await insertTicket(ctx.db, { requester, title: 'Cuti tahunan ditolak', status: 'SELESAI', priority: 'TINGGI', createdAt: daysAgo(4) }),
    c: await insertTicket(ctx.db, { requester, title: 'Absensi daring error', status: 'DIAJUKAN', priority: null, createdAt: daysAgo(3) }),
    d: await insertTicket(ctx.db, { requester, title: 'data gaji belum masuk', status: 'DITOLAK', priority: 'SEDANG', createdAt: daysAgo(2) }),
    e: await insertTicket(ctx.db, { requester, title: 'Ekspor laporan kinerja', status: 'DIAJUKAN', priority: 'TINGGI', createdAt: daysAgo(1) }),
  };
  await ctx.db.update(tickets).set({ updatedAt: daysAgo(0.5) }).where(eq(tickets.id, t.a.id));
});

const order = (page: Paginated<TicketListItem>) => page.data.map((item) => Object.entries(t).find(([, ticket]) => ticket.id === item.id)?.[0]);

it.each([
  ['title_asc', ['c', 'a', 'b', 'd', 'e']],
  ['title_desc', ['e', 'd', 'b', 'a', 'c']],
  // Lifecycle order, oldest first within a status; the reverse is the whole order reversed.
  ['status_asc', ['c', 'e', 'a', 'd', 'b']],
  ['status_desc', ['b', 'd', 'a', 'e', 'c']],
  // Tickets without a priority come last either way; newest first within one priority.
  ['priority', ['e', 'b', 'd', 'a', 'c']],
  ['priority_asc', ['a', 'd', 'e', 'b', 'c']],
  ['updated', ['a', 'e', 'd', 'c', 'b']],
  ['updated_asc', ['b', 'c', 'd', 'e', 'a']],
])('sorts by %s', async (sort, expected) => {
  const res = await ctx.api.call<Paginated<TicketListItem>>(handler, { path: `/tickets?sort=${sort}&requester=${cast.requester.id}`, user: cast.admin });
  expect(res.status).toBe(200);
  expect(order(res.body)).toEqual(expected);
});

it('pages through a sort without repeating or losing a ticket', async () => {
  const pages = await Promise.all(
    [1, 2, 3].map((page) => ctx.api.call<Paginated<TicketListItem>>(handler, { path: `/tickets?sort=title_desc&limit=2&page=${page}`, user: cast.requester })),
  );
  expect(pages.flatMap((p) => order(p.body))).toEqual(['e', 'd', 'b', 'a', 'c']);
});
