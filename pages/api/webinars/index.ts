import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listWebinars } from '@/server/webinars/list-webinars';
import { createWebinar } from '@/server/webinars/write-webinar';
import { WebinarListQuery, WebinarSchema } from '@/utils/schemas/webinars';

export default apiRoute({
  GET: route({ query: WebinarListQuery, handle: async ({ user, query }) => listWebinars({ db: await getDb(), user, query }) }),
  POST: route({
    rateLimit: 'markdown-write',
    permission: 'manage-webinars',
    body: WebinarSchema,
    status: 201,
    handle: async ({ user, body }) => createWebinar({ db: await getDb(), user, input: body }),
  }),
});
