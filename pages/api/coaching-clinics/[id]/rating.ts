import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { rateClinic } from '@/server/coaching/ratings';
import { ClinicParams, ClinicRatingSchema } from '@/utils/schemas/coaching';

export default apiRoute({
  PUT: route({
    query: ClinicParams,
    body: ClinicRatingSchema,
    handle: async ({ user, query, body }) => rateClinic({ db: await getDb(), user, id: query.id, input: body }),
  }),
});
