import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { findPodcast, toAdminView } from '@/server/podcasts/podcast-view';
import { deletePodcast, updatePodcast } from '@/server/podcasts/write-podcast';
import { PodcastParams, PodcastPatchSchema } from '@/utils/schemas/podcasts';

export default apiRoute({
  GET: route({ permission: 'manage-podcasts', query: PodcastParams, handle: async ({ query }) => toAdminView(await findPodcast(await getDb(), query.id)) }),
  PATCH: route({
    rateLimit: 'markdown-write',
    permission: 'manage-podcasts',
    query: PodcastParams,
    body: PodcastPatchSchema,
    handle: async ({ query, body }) => updatePodcast({ db: await getDb(), id: query.id, input: body }),
  }),
  DELETE: route({ permission: 'manage-podcasts', query: PodcastParams, handle: async ({ query }) => deletePodcast({ db: await getDb(), id: query.id }) }),
});
