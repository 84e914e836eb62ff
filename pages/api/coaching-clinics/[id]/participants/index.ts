import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { joinClinic, leaveClinic, listRequests } from '@/server/coaching/participants';
import { ClinicParams } from '@/utils/schemas/coaching';

// GET: run-coaching-clinic, checked on the loaded clinic; POST and DELETE: one's own request.
export default apiRoute({
  GET: route({ query: ClinicParams, handle: async ({ user, query }) => listRequests({ db: await getDb(), user, id: query.id }) }),
  POST: route({ query: ClinicParams, status: 201, handle: async ({ user, query }) => joinClinic({ db: await getDb(), user, id: query.id }) }),
  DELETE: route({ query: ClinicParams, handle: async ({ user, query }) => leaveClinic({ db: await getDb(), user, id: query.id }) }),
});
