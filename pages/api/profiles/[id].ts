import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { getPublicProfile } from '@/server/profiles/public-profile';
import { IdParams } from '@/utils/schemas/knowledge';

export default apiRoute({
  GET: route({ query: IdParams, handle: async ({ query }) => getPublicProfile({ db: await getDb(), id: query.id }) }),
});
