import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { setTicketLocked } from '@/server/tickets/toggle-lock';
import { TicketIdParams } from '@/utils/schemas/tickets';

// options-ticket depends on the ticket (its assigned agent), so the service checks it after loading.
export default apiRoute({
  PUT: route({ query: TicketIdParams, handle: async ({ user, query }) => setTicketLocked({ db: await getDb(), user, id: query.id, locked: true }) }),
  DELETE: route({ query: TicketIdParams, handle: async ({ user, query }) => setTicketLocked({ db: await getDb(), user, id: query.id, locked: false }) }),
});
