import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { changeTicketStatus } from '@/server/tickets/change-status';
import { ChangeStatusSchema, TicketIdParams } from '@/utils/schemas/tickets';

// change-status depends on the ticket (its assigned agent): checked by the service.
export default apiRoute({
  PATCH: route({
    query: TicketIdParams,
    body: ChangeStatusSchema,
    handle: async ({ user, query, body }) => changeTicketStatus({ db: await getDb(), user, id: query.id, to: body.status }),
  }),
});
