import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import handler from '@/pages/api/tickets';
import type { DbHandle } from '@/server/db';
import { tickets, type Ticket } from '@/server/db/schema';
import { seedDemoReferences } from '@/server/db/seed/references';
import type { Paginated } from '@/utils/schemas/common';
import type { TicketListItem } from '@/utils/schemas/tickets';
import { openTestDb } from '../helpers/test-db';
import { startApiServer, type ApiTestServer } from '../helpers/api-server';
import { createCast, insertTicket } from '../helpers/ticket-fixtures';

// The column sorts of the ticket list (title, status, priority, last update; both directions).

let handle: DbHandle;
let api: ApiTestServer;
let cast: Awaited<ReturnType<typeof createCast>>;
let t: Record<'a' | 'b' | 'c' | 'd' | 'e', Ticket>;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  handle = await openTestDb();
  api = await startApiServer();
  await seedDemoReferences(handle.db);
  cast = await createCast(handle.db);
  const requester = cast.requester;
  // Lower-case titles too: "A–Z" ignores case whatever the database's collation.
  t = {
    a: await insertTicket(handle.db, { requester, title: 'bantuan cuti melahirkan', status: 'DIKERJAKAN', priority: 'RENDAH', createdAt: daysAgo(5) }),
    b: await insertTicket(handle.db, { requester, title: 'Cuti tahunan ditolak', status: 'SELESAI', priority: 'TINGGI', createdAt: daysAgo(4) }),
    c: await insertTicket(handle.db, { requester, title: 'Absensi daring error', status: 'DIAJUKAN', priority: null, createdAt: daysAgo(3) }),
    d: await insertTicket(handle.db, { requester, title: 'data gaji belum masuk', status: 'DITOLAK', priority: 'SEDANG', createdAt: daysAgo(2) }),
    e: await insertTicket(handle.db, { requester, title: 'Ekspor laporan kinerja', status: 'DIAJUKAN', priority: 'TINGGI', createdAt: daysAgo(1) }),
  };
  await handle.db.update(tickets).set({ updatedAt: daysAgo(0.5) }).where(eq(tickets.id, t.a.id));
});
afterAll(async () => {
  await api.close();
  await handle.close();
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
  const res = await api.call<Paginated<TicketListItem>>(handler, { path: `/tickets?sort=${sort}&requester=${cast.requester.id}`, user: cast.admin });
  expect(res.status).toBe(200);
  expect(order(res.body)).toEqual(expected);
});

it('pages through a sort without repeating or losing a ticket', async () => {
  const pages = await Promise.all(
    [1, 2, 3].map((page) => api.call<Paginated<TicketListItem>>(handler, { path: `/tickets?sort=title_desc&limit=2&page=${page}`, user: cast.requester })),
  );
  expect(pages.flatMap((p) => order(p.body))).toEqual(['e', 'd', 'b', 'a', 'c']);
});
