import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listSubscribedTickets } from '@/server/tickets/list-subscribed-tickets';
import { PageQuery } from '@/utils/schemas/common';

export default apiRoute({
  GET: route({ query: PageQuery, handle: async ({ user, query }) => listSubscribedTickets({ db: await getDb(), user, query }) }),
});
