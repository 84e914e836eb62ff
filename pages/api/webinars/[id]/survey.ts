import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { submitSurvey } from '@/server/webinars/survey';
import { SurveySchema, WebinarParams } from '@/utils/schemas/webinars';

export default apiRoute({
  POST: route({
    query: WebinarParams,
    body: SurveySchema,
    status: 201,
    handle: async ({ user, query, body }) => submitSurvey({ db: await getDb(), user, id: query.id, input: body }),
  }),
});
