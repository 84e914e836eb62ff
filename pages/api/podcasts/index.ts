import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { listPodcasts } from '@/server/podcasts/list-podcasts';
import { createPodcast } from '@/server/podcasts/write-podcast';
import { PodcastListQuery, PodcastSchema } from '@/utils/schemas/podcasts';

export default apiRoute({
  GET: route({ permission: 'manage-podcasts', query: PodcastListQuery, handle: async ({ query }) => listPodcasts({ db: await getDb(), query }) }),
  POST: route({
    rateLimit: 'markdown-write',
    permission: 'manage-podcasts',
    body: PodcastSchema,
    status: 201,
    handle: async ({ user, body }) => createPodcast({ db: await getDb(), user, input: body }),
  }),
});
