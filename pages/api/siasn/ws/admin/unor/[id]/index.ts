import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { editUnor } from '@/server/reports/unor';
import { UnorEditSchema, UnorIdSchema } from '@/utils/schemas/unor';

export default apiRoute({
  PATCH: route({
    permission: 'manage-personnel-reports',
    query: UnorIdSchema,
    body: UnorEditSchema,
    handle: async ({ query, body, user }) => editUnor(await getDb(), query.id, body, user.id),
  }),
});
