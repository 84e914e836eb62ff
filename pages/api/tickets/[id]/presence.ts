import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { shareTicketPresence } from '@/server/realtime/share-presence';
import { PresenceParams, PresenceSchema } from '@/utils/schemas/realtime';

export default apiRoute({
  POST: route({
    query: PresenceParams,
    body: PresenceSchema,
    rateLimit: 'ticket-presence',
    handle: async ({ user, query, body }) => shareTicketPresence({ db: await getDb(), user, ticketId: query.id, state: body.state }),
  }),
});
