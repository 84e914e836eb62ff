import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { answerRequest } from '@/server/coaching/participants';
import { ParticipantParams, RequestAnswerSchema } from '@/utils/schemas/coaching';

// run-coaching-clinic, checked on the loaded clinic.
export default apiRoute({
  PATCH: route({
    query: ParticipantParams,
    body: RequestAnswerSchema,
    handle: async ({ user, query, body }) => answerRequest({ db: await getDb(), user, id: query.id, userId: query.userId, request: body.request }),
  }),
});
