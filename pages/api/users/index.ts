import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listUsers } from '@/server/users/list-users';
import { UserListQuerySchema } from '@/utils/schemas/users';

export default apiRoute({
  GET: route({
    permission: 'manage-users',
    query: UserListQuerySchema,
    handle: async ({ query }) => listUsers({ db: await getDb(), query }),
  }),
});
