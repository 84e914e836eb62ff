import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { sendTicketReminder } from '@/server/tickets/send-reminder';
import { TicketIdParams } from '@/utils/schemas/tickets';

// reminder-ticket depends on the ticket (its assigned agent): checked by the service.
export default apiRoute({
  POST: route({ query: TicketIdParams, handle: async ({ user, query }) => sendTicketReminder({ db: await getDb(), user, id: query.id }) }),
});
