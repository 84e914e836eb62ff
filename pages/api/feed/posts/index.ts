import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listPosts } from '@/server/feed/list-posts';
import { createPost } from '@/server/feed/write-post';
import { PostListQuerySchema, PostSchema } from '@/utils/schemas/feed';

export default apiRoute({
  GET: route({ query: PostListQuerySchema, handle: async ({ user, query }) => listPosts({ db: await getDb(), user, query }) }),
  POST: route({ rateLimit: 'feed-post', body: PostSchema, status: 201, handle: async ({ user, body }) => createPost({ db: await getDb(), user, content: body.content }) }),
});
