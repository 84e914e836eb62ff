import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { createPodcastComment, listPodcastComments } from '@/server/podcasts/podcast-comments';
import { PageQuery } from '@/utils/schemas/common';
import { PodcastCommentSchema, PodcastParams } from '@/utils/schemas/podcasts';

export default apiRoute({
  GET: route({
    query: PodcastParams.extend(PageQuery.shape),
    handle: async ({ user, query }) => listPodcastComments({ db: await getDb(), user, ...query }),
  }),
  POST: route({
    rateLimit: 'create-comment',
    query: PodcastParams,
    body: PodcastCommentSchema,
    status: 201,
    handle: async ({ user, query, body }) => createPodcastComment({ db: await getDb(), user, id: query.id, content: body.content }),
  }),
});
