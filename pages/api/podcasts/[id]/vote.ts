import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { deletePodcastVote, putPodcastVote } from '@/server/podcasts/podcast-votes';
import { PodcastParams, PodcastVoteSchema } from '@/utils/schemas/podcasts';

export default apiRoute({
  PUT: route({
    query: PodcastParams,
    body: PodcastVoteSchema,
    handle: async ({ user, query, body }) => putPodcastVote({ db: await getDb(), user, id: query.id, vote: body }),
  }),
  DELETE: route({ query: PodcastParams, handle: async ({ user, query }) => deletePodcastVote({ db: await getDb(), user, id: query.id }) }),
});
