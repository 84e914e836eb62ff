import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { getWebinar } from '@/server/webinars/get-webinar';
import { deleteWebinar, updateWebinar } from '@/server/webinars/write-webinar';
import { WebinarParams, WebinarPatchSchema } from '@/utils/schemas/webinars';

export default apiRoute({
  GET: route({ query: WebinarParams, handle: async ({ user, query }) => getWebinar({ db: await getDb(), user, id: query.id }) }),
  PATCH: route({
    rateLimit: 'markdown-write',
    permission: 'manage-webinars',
    query: WebinarParams,
    body: WebinarPatchSchema,
    handle: async ({ user, query, body }) => updateWebinar({ db: await getDb(), user, id: query.id, input: body }),
  }),
  DELETE: route({ permission: 'manage-webinars', query: WebinarParams, handle: async ({ query }) => deleteWebinar({ db: await getDb(), id: query.id }) }),
});
