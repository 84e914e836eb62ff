import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { deleteRating, getRatingState, submitRating } from '@/server/ratings/my-rating';
import { RatingSchema } from '@/utils/schemas/knowledge';

export default apiRoute({
  GET: route({ handle: async ({ user }) => getRatingState({ db: await getDb(), userId: user.id }) }),
  POST: route({ body: RatingSchema, handle: async ({ user, body }) => submitRating({ db: await getDb(), userId: user.id, input: body }) }),
  DELETE: route({ handle: async ({ user }) => deleteRating({ db: await getDb(), userId: user.id }) }),
});
