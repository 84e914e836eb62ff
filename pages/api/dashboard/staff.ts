import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { getStaffDashboard } from '@/server/dashboard/staff-dashboard';
import { StaffDashboardQuerySchema } from '@/utils/schemas/dashboard';

/** Load and response times for admins and agents (spec: the dashboard is theirs). */
export default apiRoute({
  GET: route({
    permission: 'advanced-filter',
    query: StaffDashboardQuerySchema,
    handle: async ({ query }) => getStaffDashboard({ db: await getDb(), query }),
  }),
});
