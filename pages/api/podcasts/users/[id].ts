import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { getEpisode } from '@/server/podcasts/get-episode';
import { PodcastParams } from '@/utils/schemas/podcasts';

export default apiRoute({
  GET: route({ query: PodcastParams, handle: async ({ user, query }) => getEpisode({ db: await getDb(), user, id: query.id }) }),
});
