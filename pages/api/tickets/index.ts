import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { createTicket } from '@/server/tickets/create-ticket';
import { listTicketsText } from '@/server/tickets/list-tickets';
import { CreateTicketSchema, TicketListQuerySchema } from '@/utils/schemas/tickets';

export default apiRoute({
  GET: route({ query: TicketListQuerySchema, handle: async ({ user, query }) => listTicketsText({ db: await getDb(), user, query }) }),
  POST: route({
    permission: 'create-ticket',
    rateLimit: 'create-ticket',
    body: CreateTicketSchema,
    status: 201,
    handle: async ({ user, body }) => createTicket({ db: await getDb(), user, input: body }),
  }),
});
