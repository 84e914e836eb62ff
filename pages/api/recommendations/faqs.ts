import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { suggestFaqs } from '@/server/recommendations/suggest-faqs';
import { SuggestionQuerySchema } from '@/utils/schemas/tickets';

export default apiRoute({
  GET: route({
    query: SuggestionQuerySchema,
    handle: async ({ query }) => suggestFaqs({ db: await getDb(), title: query.title, limit: query.limit }),
  }),
});
