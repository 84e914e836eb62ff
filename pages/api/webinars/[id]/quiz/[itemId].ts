import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { removeQuizItem, updateQuizItem } from '@/server/webinars/quiz';
import { QuizItemParams, QuizItemPatchSchema } from '@/utils/schemas/webinars';

export default apiRoute({
  PATCH: route({
    permission: 'manage-webinars',
    query: QuizItemParams,
    body: QuizItemPatchSchema,
    handle: async ({ query, body }) => updateQuizItem({ db: await getDb(), id: query.id, itemId: query.itemId, input: body }),
  }),
  DELETE: route({ permission: 'manage-webinars', query: QuizItemParams, handle: async ({ query }) => removeQuizItem({ db: await getDb(), id: query.id, itemId: query.itemId }) }),
});
