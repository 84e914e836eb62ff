import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { servePodcastMedia } from '@/server/podcasts/podcast-media';
import { PodcastParams } from '@/utils/schemas/podcasts';

export default apiRoute({
  GET: route({ query: PodcastParams, handle: async ({ res, user, query }) => servePodcastMedia({ db: await getDb(), user, id: query.id, media: 'cover', res }) }),
});
