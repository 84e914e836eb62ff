import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { cancelRegistration, register } from '@/server/webinars/registration';
import { WebinarParams } from '@/utils/schemas/webinars';

export default apiRoute({
  POST: route({ query: WebinarParams, status: 201, handle: async ({ user, query }) => register({ db: await getDb(), user, id: query.id }) }),
  DELETE: route({ query: WebinarParams, handle: async ({ user, query }) => cancelRegistration({ db: await getDb(), user, id: query.id }) }),
});
