import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { deletePost, getPost, updatePost } from '@/server/feed/write-post';
import { FeedIdParams, PostSchema } from '@/utils/schemas/feed';

// Edit and delete depend on the post's author: checked in the service (edit-own-content, moderate-feed).
export default apiRoute({
  GET: route({ query: FeedIdParams, handle: async ({ user, query }) => getPost({ db: await getDb(), user, id: query.id }) }),
  PATCH: route({ rateLimit: 'markdown-write', query: FeedIdParams, body: PostSchema, handle: async ({ user, query, body }) => updatePost({ db: await getDb(), user, id: query.id, content: body.content }) }),
  DELETE: route({ query: FeedIdParams, handle: async ({ user, query }) => deletePost({ db: await getDb(), user, id: query.id }) }),
});
