import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { likePost, listLikes, unlikePost } from '@/server/feed/post-likes';
import { FeedIdParams } from '@/utils/schemas/feed';

export default apiRoute({
  GET: route({ query: FeedIdParams, handle: async ({ query }) => listLikes({ db: await getDb(), id: query.id }) }),
  PUT: route({ rateLimit: 'reaction', query: FeedIdParams, handle: async ({ user, query }) => likePost({ db: await getDb(), user, id: query.id }) }),
  DELETE: route({ rateLimit: 'reaction', query: FeedIdParams, handle: async ({ user, query }) => unlikePost({ db: await getDb(), user, id: query.id }) }),
});
