import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { unorNodes } from '@/server/reports/unor';
import { UnorQuerySchema } from '@/utils/schemas/unor';

export default apiRoute({
  GET: route({ permission: 'view-personnel-reports', query: UnorQuerySchema, handle: async ({ query }) => unorNodes(await getDb(), query) }),
});
