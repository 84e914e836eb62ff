import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { togglePostReaction } from '@/server/feed/toggle-post-reaction';
import { FeedIdParams, PostReactionSchema } from '@/utils/schemas/feed';

export default apiRoute({
  PUT: route({
    rateLimit: 'reaction',
    query: FeedIdParams,
    body: PostReactionSchema,
    handle: async ({ user, query, body }) => togglePostReaction({ db: await getDb(), user, id: query.id, emoji: body.emoji }),
  }),
});
