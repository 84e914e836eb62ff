import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { DashboardQuerySchema, getTicketDashboard } from '@/server/dashboard/ticket-dashboard';

export default apiRoute({
  GET: route({
    permission: 'advanced-filter',
    query: DashboardQuerySchema,
    handle: async ({ query }) => getTicketDashboard({ db: await getDb(), days: query.days }),
  }),
});
