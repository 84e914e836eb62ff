import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { changeUserRole } from '@/server/users/change-role';
import { ChangeRoleSchema, IdParams } from '@/utils/schemas/knowledge';

export default apiRoute({
  PATCH: route({
    permission: 'manage-users',
    query: IdParams,
    body: ChangeRoleSchema,
    handle: async ({ user, query, body }) => changeUserRole({ db: await getDb(), actor: user, id: query.id, role: body.role }),
  }),
});
