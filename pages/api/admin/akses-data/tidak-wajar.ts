import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { unusualReaders } from '@/server/privacy/access-reports';
import { AccessRangeQuery } from '@/utils/schemas/access-reports';

// Readers flagged for unusual volume in a date range (utils/rules/unusual-volume.ts).
export default apiRoute({
  GET: route({ permission: 'view-data-reads', query: AccessRangeQuery, handle: async ({ query }) => unusualReaders(await getDb(), query) }),
});
