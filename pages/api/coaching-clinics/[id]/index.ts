import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { getClinic } from '@/server/coaching/get-clinic';
import { deleteClinic, updateClinic } from '@/server/coaching/write-clinic';
import { ClinicParams, ClinicPatchSchema } from '@/utils/schemas/coaching';

// PATCH and DELETE: run-coaching-clinic, checked on the loaded clinic (its consultant or an admin).
export default apiRoute({
  GET: route({ query: ClinicParams, handle: async ({ user, query }) => getClinic({ db: await getDb(), user, id: query.id }) }),
  PATCH: route({
    rateLimit: 'markdown-write',
    query: ClinicParams,
    body: ClinicPatchSchema,
    handle: async ({ user, query, body }) => updateClinic({ db: await getDb(), user, id: query.id, input: body }),
  }),
  DELETE: route({ query: ClinicParams, handle: async ({ user, query }) => deleteClinic({ db: await getDb(), user, id: query.id }) }),
});
