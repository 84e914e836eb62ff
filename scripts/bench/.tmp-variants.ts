import { createDb } from '../../server/db/client';
import { TicketListQuerySchema } from '../../utils/schemas/tickets';
import { selectTicketPage, selectTicketRows, selectTicketPageIds } from '../../server/tickets/ticket-view';
import { ticketListWhere, TICKET_ORDER } from '../../server/tickets/list-tickets';
import { sql } from 'drizzle-orm';
const AGENT = { id: 4, current_role: 'agent' } as any;
async function time(name: string, f: () => Promise<unknown>, n = 40) {
  for (let i = 0; i < 5; i++) await f();
  const t = performance.now();
  for (let i = 0; i < n; i++) await f();
  console.log(name.padEnd(34), ((performance.now() - t) / n).toFixed(2), 'ms');
}
(async () => {
  const h = await createDb(process.argv[3] ? { url: process.argv[3], poolMax: 1 } : { dataDir: process.argv[2] });
  const db = h.db;
  const q = TicketListQuerySchema.parse(JSON.parse(process.argv[4] ?? '{}'));
  const where = ticketListWhere(AGENT, q);
  const page = { where, orderBy: TICKET_ORDER[q.sort], limit: 20, offset: (q.page - 1) * 20 };
  await time('select 1', () => db.execute(sql`select 1`));
  await time('ids only', () => selectTicketPageIds(db, page));
  await time('ids then joined (1 stmt)', () => selectTicketPage(db, page));
  await time('joined direct', () => selectTicketRows(db).where(where).orderBy(...page.orderBy).limit(20).offset(page.offset));
  await time('ids, then joined (2 stmts)', async () => { const ids = (await selectTicketPageIds(db, page)).map((r) => r.id); if (ids.length) await selectTicketRows(db).where(sql`tickets.id in ${ids}`); });
  await h.close();
})();
