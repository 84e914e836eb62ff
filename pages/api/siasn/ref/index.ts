import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { listReferenceNames } from '@/server/siasn/references';

export default apiRoute({
  GET: route({ handle: async () => listReferenceNames({ db: await getDb() }) }),
});
