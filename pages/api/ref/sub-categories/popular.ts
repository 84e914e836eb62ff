import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listPopularSubCategories } from '@/server/ref/popular-sub-categories';
import { ticketCountsFor } from '@/server/ref/ticket-counts';
import { PopularQuerySchema } from '@/utils/schemas/knowledge';

export default apiRoute({
  GET: route({ query: PopularQuerySchema, handle: async ({ query, user }) => ticketCountsFor(user, await listPopularSubCategories({ db: await getDb(), limit: query.limit })) }),
});
