import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { searchUsers } from '@/server/users/search-users';
import { UserSearchParams } from '@/utils/schemas/knowledge';

export default apiRoute({
  GET: route({ query: UserSearchParams, handle: async ({ query }) => searchUsers({ db: await getDb(), ...query }) }),
});
