import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listAgents } from '@/server/references/list-references';

export default apiRoute({
  GET: route({ handle: async () => listAgents({ db: await getDb() }) }),
});
