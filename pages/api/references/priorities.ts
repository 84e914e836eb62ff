import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listPriorities } from '@/server/references/list-references';

export default apiRoute({
  GET: route({ handle: async () => listPriorities({ db: await getDb() }) }),
});
