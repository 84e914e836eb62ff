import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listCategories } from '@/server/references/list-references';

export default apiRoute({
  GET: route({ handle: async () => listCategories({ db: await getDb() }) }),
});
