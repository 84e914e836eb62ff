import { createDb } from '../../server/db/client';
import { listTickets } from '../../server/tickets/list-tickets';
import { getTicketDetail } from '../../server/tickets/get-ticket-detail';
import { suggestTickets } from '../../server/recommendations/suggest-tickets';
import { suggestFaqs } from '../../server/recommendations/suggest-faqs';
import { listNotifications } from '../../server/notifications/list-notifications';
import { TicketListQuerySchema, NotificationQuerySchema } from '../../utils/schemas/tickets';
import { sql } from 'drizzle-orm';
const dir = process.argv[2];
const url = process.argv[3];
const AGENT = { id: 4, current_role: 'agent', organization_id: 'OPD.4', group: 'MASTER', employee_number: null, name: 'x', username: 'bench4', image: null } as any;
async function time(name: string, f: () => Promise<unknown>, n = 30) {
  for (let i = 0; i < 3; i++) await f();
  const t = performance.now();
  for (let i = 0; i < n; i++) await f();
  console.log(name.padEnd(30), ((performance.now() - t) / n).toFixed(2), 'ms');
}
(async () => {
  const h = await createDb(url ? { url, poolMax: 1 } : { dataDir: dir });
  const db = h.db;
  await time('select 1', () => db.execute(sql`select 1`));
  await time('list page 1', () => listTickets({ db, user: AGENT, query: TicketListQuerySchema.parse({ page: '1', limit: '20' }) }));
  await time('list deep+filters', () => listTickets({ db, user: AGENT, query: TicketListQuerySchema.parse({ status: 'SELESAI,DIKERJAKAN', category: '1,2,3', search: 'pangkat', page: '20', limit: '20' }) }));
  await time('detail 1', () => getTicketDetail({ db, user: AGENT, id: 1 }));
  await time('similar', () => suggestTickets({ db, title: 'kenaikan pangkat reguler', limit: 5 }));
  await time('faq', () => suggestFaqs({ db, title: 'kenaikan pangkat', limit: 5 }));
  await time('notif count', () => listNotifications({ db, user: AGENT, query: NotificationQuerySchema.parse({ unread: 'true', limit: '1' }) }));
  await h.close();
})();
