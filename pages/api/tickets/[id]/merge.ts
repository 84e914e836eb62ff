import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { mergeTicket } from '@/server/tickets/merge-ticket';
import { MergeTicketSchema, TicketIdParams } from '@/utils/schemas/tickets';

export default apiRoute({
  POST: route({
    permission: 'merge-ticket',
    query: TicketIdParams,
    body: MergeTicketSchema,
    handle: async ({ user, query, body }) => mergeTicket({ db: await getDb(), user, id: query.id, targetId: body.target_id }),
  }),
});
