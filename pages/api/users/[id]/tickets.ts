import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listUserTickets } from '@/server/tickets/list-user-tickets';
import { idParam } from '@/utils/schemas/common';
import { TicketListQuerySchema } from '@/utils/schemas/tickets';

const UserTicketsQuery = TicketListQuerySchema.extend({ id: idParam });

export default apiRoute({
  GET: route({
    query: UserTicketsQuery,
    handle: async ({ user, query: { id, ...query } }) => listUserTickets({ db: await getDb(), user, requesterId: id, query }),
  }),
});
