import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { setTicketSubscribed } from '@/server/tickets/toggle-subscribe';
import { TicketIdParams } from '@/utils/schemas/tickets';

export default apiRoute({
  PUT: route({ query: TicketIdParams, handle: async ({ user, query }) => setTicketSubscribed({ db: await getDb(), user, id: query.id, subscribed: true }) }),
  DELETE: route({ query: TicketIdParams, handle: async ({ user, query }) => setTicketSubscribed({ db: await getDb(), user, id: query.id, subscribed: false }) }),
});
