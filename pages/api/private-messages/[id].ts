import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { readMessage } from '@/server/private-messages/read-message';
import { IdParams } from '@/utils/schemas/knowledge';

export default apiRoute({
  GET: route({ query: IdParams, handle: async ({ user, query }) => readMessage({ db: await getDb(), userId: user.id, id: query.id }) }),
});
