import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { submitTicketFeedback } from '@/server/tickets/submit-feedback';
import { FeedbackSchema, TicketIdParams } from '@/utils/schemas/tickets';

// submit-feedback / update-feedback depend on the ticket's requester: checked by the service.
export default apiRoute({
  PATCH: route({
    query: TicketIdParams,
    body: FeedbackSchema,
    handle: async ({ user, query, body }) => submitTicketFeedback({ db: await getDb(), user, id: query.id, input: body }),
  }),
});
