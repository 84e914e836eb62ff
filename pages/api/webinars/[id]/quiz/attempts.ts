import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { submitAttempt } from '@/server/webinars/quiz-attempts';
import { QuizAttemptSchema, WebinarParams } from '@/utils/schemas/webinars';

export default apiRoute({
  POST: route({
    query: WebinarParams,
    body: QuizAttemptSchema,
    status: 201,
    handle: async ({ user, query, body }) => submitAttempt({ db: await getDb(), user, id: query.id, input: body }),
  }),
});
