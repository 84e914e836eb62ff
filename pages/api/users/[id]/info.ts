import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { getUserInfo } from '@/server/users/user-info';
import { IdParams } from '@/utils/schemas/knowledge';

export default apiRoute({
  GET: route({ query: IdParams, handle: async ({ query, user }) => getUserInfo({ db: await getDb(), id: query.id, viewer: user }) }),
});
