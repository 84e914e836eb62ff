import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { changeTicketAgent } from '@/server/tickets/change-agent';
import { ChangeAgentSchema, TicketIdParams } from '@/utils/schemas/tickets';

export default apiRoute({
  PATCH: route({
    // change-agent or take-ticket, decided on the loaded ticket (server/tickets/change-agent.ts).
    query: TicketIdParams,
    body: ChangeAgentSchema,
    handle: async ({ user, query, body }) => changeTicketAgent({ db: await getDb(), user, id: query.id, assigneeId: body.assignee_id }),
  }),
});
