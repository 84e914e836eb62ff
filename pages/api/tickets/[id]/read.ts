import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { markTicketRead } from '@/server/tickets/mark-ticket-read';
import { TicketIdParams } from '@/utils/schemas/tickets';

export default apiRoute({
  PUT: route({ query: TicketIdParams, handle: async ({ user, query }) => markTicketRead({ db: await getDb(), user, id: query.id }) }),
});
