import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { sendUnorReport } from '@/server/reports/unor';
import { UnorIdSchema } from '@/utils/schemas/unor';

export default apiRoute({
  GET: route({ permission: 'view-personnel-reports', query: UnorIdSchema, handle: async ({ query, res }) => sendUnorReport(res, await getDb(), query.id) }),
});
