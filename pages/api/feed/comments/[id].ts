import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { deleteFeedComment, updateFeedComment } from '@/server/feed/write-comment';
import { FeedCommentPatchSchema, FeedIdParams } from '@/utils/schemas/feed';

// Both depend on the comment's author: checked in the service (edit-own-content, moderate-feed).
export default apiRoute({
  PATCH: route({
    rateLimit: 'markdown-write',
    query: FeedIdParams,
    body: FeedCommentPatchSchema,
    handle: async ({ user, query, body }) => updateFeedComment({ db: await getDb(), user, id: query.id, content: body.content }),
  }),
  DELETE: route({ query: FeedIdParams, handle: async ({ user, query }) => deleteFeedComment({ db: await getDb(), user, id: query.id }) }),
});
