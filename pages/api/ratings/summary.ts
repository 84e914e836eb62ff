import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { getRatingSummary } from '@/server/ratings/rating-summary';
import { RatingSummaryQuerySchema } from '@/utils/schemas/knowledge';

export default apiRoute({
  GET: route({
    permission: 'see-rating-summary',
    query: RatingSummaryQuerySchema,
    handle: async ({ query }) => getRatingSummary({ db: await getDb(), period: query.period }),
  }),
});
