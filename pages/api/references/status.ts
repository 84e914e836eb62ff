import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listStatuses } from '@/server/references/list-references';

export default apiRoute({
  GET: route({ handle: async () => listStatuses({ db: await getDb() }) }),
});
