import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { createFeedComment, listThread } from '@/server/feed/post-comments';
import { FeedCommentSchema, FeedIdParams } from '@/utils/schemas/feed';

export default apiRoute({
  GET: route({ query: FeedIdParams, handle: async ({ user, query }) => listThread({ db: await getDb(), user, id: query.id }) }),
  POST: route({
    rateLimit: 'create-comment',
    query: FeedIdParams,
    body: FeedCommentSchema,
    status: 201,
    handle: async ({ user, query, body }) => createFeedComment({ db: await getDb(), user, id: query.id, input: body }),
  }),
});
