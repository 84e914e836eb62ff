import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { deletePodcastComment, updatePodcastComment } from '@/server/podcasts/podcast-comments';
import { PodcastCommentParams, PodcastCommentSchema } from '@/utils/schemas/podcasts';

// edit-own-content needs the comment's author: checked in the service once the comment is loaded.
export default apiRoute({
  PATCH: route({
    rateLimit: 'markdown-write',
    query: PodcastCommentParams,
    body: PodcastCommentSchema,
    handle: async ({ user, query, body }) => updatePodcastComment({ db: await getDb(), user, ...query, content: body.content }),
  }),
  DELETE: route({ query: PodcastCommentParams, handle: async ({ user, query }) => deletePodcastComment({ db: await getDb(), user, ...query }) }),
});
