import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { employeeOpds } from '@/server/reports/employees';

export default apiRoute({
  GET: route({ permission: 'view-personnel-reports', handle: async () => employeeOpds(await getDb()) }),
});
