import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { bulkUpdateTickets } from '@/server/tickets/bulk-update-tickets';
import { BulkTicketSchema } from '@/utils/schemas/tickets';

// bulk-update-tickets lets staff in; each ticket is then checked with the action's own permission.
export default apiRoute({
  POST: route({
    permission: 'bulk-update-tickets',
    rateLimit: 'bulk-update',
    body: BulkTicketSchema,
    handle: async ({ user, body }) => bulkUpdateTickets({ db: await getDb(), user, input: body }),
  }),
});
