import { createDb } from '../../server/db/client';
import { TicketListQuerySchema } from '../../utils/schemas/tickets';
import { selectTicketPage } from '../../server/tickets/ticket-view';
import { ticketListWhere, TICKET_ORDER } from '../../server/tickets/list-tickets';
import { sql } from 'drizzle-orm';
const AGENT = { id: 4, current_role: 'agent' } as any;
(async () => {
  const h = await createDb(process.argv[3] ? { url: process.argv[3], poolMax: 1 } : { dataDir: process.argv[2] });
  const db = h.db;
  const q = TicketListQuerySchema.parse(JSON.parse(process.argv[4] ?? '{}'));
  const page = selectTicketPage(db, { where: ticketListWhere(AGENT, q), orderBy: TICKET_ORDER[q.sort], limit: 20, offset: (q.page - 1) * 20 });
  for (let i = 0; i < 3; i++) {
    const r: any = await db.execute(sql`explain (analyze, buffers off) ${page}`);
    const rows = (r.rows ?? r).map((x: any) => x['QUERY PLAN']);
    if (i === 2) console.log(rows.join('\n')); else console.log(rows.slice(-2).join(' | '));
  }
  await h.close();
})();
