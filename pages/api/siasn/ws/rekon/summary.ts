import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { rekonSummary } from '@/server/reports/rekon';
import { currentYear } from '@/utils/format/current-year';
import { RekonSummaryQuerySchema } from '@/utils/schemas/rekon';

export default apiRoute({
  GET: route({
    permission: 'view-personnel-reports',
    query: RekonSummaryQuerySchema,
    handle: async ({ query }) => rekonSummary(await getDb(), query.tahun ?? currentYear()),
  }),
});
