import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listHistories } from '@/server/users/list-histories';
import { HistoryQuerySchema, IdParams } from '@/utils/schemas/knowledge';

/** Another user's activity history, for admins managing users (spec section 3: users with history). */
export default apiRoute({
  GET: route({
    permission: 'manage-users',
    query: IdParams.extend(HistoryQuerySchema.shape),
    handle: async ({ user, query }) => listHistories({ db: await getDb(), userId: query.id, viewer: user, query }),
  }),
});
