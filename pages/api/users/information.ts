import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { getUserInformation } from '@/server/users/get-user-information';

export default apiRoute({
  GET: route({
    handle: async ({ user }) => getUserInformation({ db: await getDb(), userId: user.id }),
  }),
});
