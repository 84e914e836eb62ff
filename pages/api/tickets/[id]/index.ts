import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { deleteTicket } from '@/server/tickets/delete-ticket';
import { getTicketDetailText } from '@/server/tickets/get-ticket-detail';
import { editTicket } from '@/server/tickets/update-ticket';
import { TicketIdParams, UpdateTicketSchema } from '@/utils/schemas/tickets';

export default apiRoute({
  GET: route({ query: TicketIdParams, handle: async ({ user, query }) => getTicketDetailText({ db: await getDb(), user, id: query.id }) }),
  PATCH: route({
    rateLimit: 'markdown-write',
    query: TicketIdParams,
    body: UpdateTicketSchema,
    handle: async ({ user, query, body }) => editTicket({ db: await getDb(), user, id: query.id, input: body }),
  }),
  DELETE: route({ query: TicketIdParams, handle: async ({ user, query }) => deleteTicket({ db: await getDb(), user, id: query.id }) }),
});
