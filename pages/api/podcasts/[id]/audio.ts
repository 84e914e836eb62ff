import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { servePodcastMedia } from '@/server/podcasts/podcast-media';
import { PodcastParams } from '@/utils/schemas/podcasts';

// An episode may be far larger than Next's 4 MB response warning; it is streamed, never buffered.
export const config = { api: { responseLimit: false } };

export default apiRoute({
  GET: route({
    query: PodcastParams,
    handle: async ({ req, res, user, query }) => servePodcastMedia({ db: await getDb(), user, id: query.id, media: 'audio', res, range: req.headers.range }),
  }),
});
