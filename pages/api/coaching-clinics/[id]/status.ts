import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { moveClinicStatus } from '@/server/coaching/clinic-status';
import { ClinicParams, ClinicStatusSchema } from '@/utils/schemas/coaching';

// run-coaching-clinic, checked on the loaded clinic.
export default apiRoute({
  PATCH: route({
    query: ClinicParams,
    body: ClinicStatusSchema,
    handle: async ({ user, query, body }) => moveClinicStatus({ db: await getDb(), user, id: query.id, status: body.status }),
  }),
});
