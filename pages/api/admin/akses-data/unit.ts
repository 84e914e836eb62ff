import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { readsPerUnit } from '@/server/privacy/access-reports';
import { AccessReportQuery } from '@/utils/schemas/access-reports';

// Reads per unit of the people read in a date range, a page at a time (docs/privacy.md).
export default apiRoute({
  GET: route({ permission: 'view-data-reads', query: AccessReportQuery, handle: async ({ query }) => readsPerUnit(await getDb(), query) }),
});
