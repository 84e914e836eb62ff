import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { uploadPodcastMedia } from '@/server/podcasts/podcast-media';
import { PodcastUploadQuery } from '@/utils/schemas/podcasts';

// busboy reads the multipart stream itself; Next must not parse (or size-limit) it first.
export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: route({
    permission: 'manage-podcasts',
    rateLimit: 'upload',
    query: PodcastUploadQuery,
    handle: async ({ req, query }) => uploadPodcastMedia({ db: await getDb(), id: query.id, media: query.type, req }),
  }),
});
