import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { suggestTickets } from '@/server/recommendations/suggest-tickets';
import { SuggestionQuerySchema } from '@/utils/schemas/tickets';

export default apiRoute({
  GET: route({
    query: SuggestionQuerySchema,
    handle: async ({ query }) => suggestTickets({ db: await getDb(), title: query.title, limit: query.limit }),
  }),
});
