import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listHistories } from '@/server/users/list-histories';
import { HistoryQuerySchema } from '@/utils/schemas/knowledge';

export default apiRoute({
  GET: route({ query: HistoryQuerySchema, handle: async ({ user, query }) => listHistories({ db: await getDb(), userId: user.id, viewer: user, query }) }),
});
