import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listPopularSubCategories } from '@/server/ref/popular-sub-categories';
import { PopularQuerySchema } from '@/utils/schemas/knowledge';

export default apiRoute({
  GET: route({ query: PopularQuerySchema, handle: async ({ query }) => listPopularSubCategories({ db: await getDb(), limit: query.limit }) }),
});
