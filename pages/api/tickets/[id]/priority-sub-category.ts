import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { changeTicketPrioritySubCategory } from '@/server/tickets/change-priority-sub-category';
import { ChangePrioritySubCategorySchema, TicketIdParams } from '@/utils/schemas/tickets';

// change-priority-kategory depends on the ticket (its assigned agent): checked by the service.
export default apiRoute({
  PATCH: route({
    query: TicketIdParams,
    body: ChangePrioritySubCategorySchema,
    handle: async ({ user, query, body }) => changeTicketPrioritySubCategory({ db: await getDb(), user, id: query.id, input: body }),
  }),
});
