import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { suggestTicketsFor } from '@/server/recommendations/suggest-tickets';
import { SuggestionQuerySchema, TicketIdParams } from '@/utils/schemas/tickets';

const Query = TicketIdParams.extend({ limit: SuggestionQuerySchema.shape.limit });

export default apiRoute({
  GET: route({
    query: Query,
    handle: async ({ user, query }) => suggestTicketsFor({ db: await getDb(), user, ticketId: query.id, limit: query.limit }),
  }),
});
