import { z } from 'zod';
import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { forbidden } from '@/server/http/errors';
import { setUserActive } from '@/server/users/set-user-active';
import { can } from '@/utils/permissions';
import { IdParams } from '@/utils/schemas/knowledge';

export default apiRoute({
  PUT: route({
    query: IdParams,
    body: z.object({ active: z.boolean() }),
    handle: async ({ user, query, body }) => {
      if (!can(user, 'deactivate-user', { account: { id: query.id } })) throw forbidden();
      return setUserActive({ db: await getDb(), actor: user, id: query.id, active: body.active });
    },
  }),
});
