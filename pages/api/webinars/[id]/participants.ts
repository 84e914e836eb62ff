import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listParticipants } from '@/server/webinars/list-participants';
import { ParticipantQuery } from '@/utils/schemas/webinars';

export default apiRoute({
  GET: route({
    permission: 'manage-webinars',
    query: ParticipantQuery,
    handle: async ({ user, query: { id, ...query } }) => listParticipants({ db: await getDb(), user, id, query }),
  }),
});
