import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listRatings } from '@/server/coaching/ratings';
import { ClinicParams } from '@/utils/schemas/coaching';

// run-coaching-clinic, checked on the loaded clinic.
export default apiRoute({
  GET: route({ query: ClinicParams, handle: async ({ user, query }) => listRatings({ db: await getDb(), user, id: query.id }) }),
});
