import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { listPublishedPodcasts } from '@/server/podcasts/list-podcasts';
import { PodcastUserListQuery } from '@/utils/schemas/podcasts';

export default apiRoute({
  GET: route({ query: PodcastUserListQuery, handle: async ({ query }) => listPublishedPodcasts({ db: await getDb(), query }) }),
});
