import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { addQuizItem, listQuiz } from '@/server/webinars/quiz';
import { QuizItemSchema, WebinarParams } from '@/utils/schemas/webinars';

export default apiRoute({
  GET: route({ query: WebinarParams, handle: async ({ user, query }) => listQuiz({ db: await getDb(), user, id: query.id }) }),
  POST: route({
    permission: 'manage-webinars',
    query: WebinarParams,
    body: QuizItemSchema,
    status: 201,
    handle: async ({ user, query, body }) => addQuizItem({ db: await getDb(), user, id: query.id, input: body }),
  }),
});
