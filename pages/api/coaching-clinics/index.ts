import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listClinics } from '@/server/coaching/list-clinics';
import { createClinic } from '@/server/coaching/write-clinic';
import { ClinicSchema, CoachingListQuery } from '@/utils/schemas/coaching';

export default apiRoute({
  GET: route({ query: CoachingListQuery, handle: async ({ user, query }) => listClinics({ db: await getDb(), user, query }) }),
  POST: route({
    rateLimit: 'markdown-write',
    permission: 'schedule-coaching-clinic',
    body: ClinicSchema,
    status: 201,
    handle: async ({ user, body }) => createClinic({ db: await getDb(), user, input: body }),
  }),
});
