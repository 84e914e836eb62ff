import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { rekonMfaList, sendRekonMfaSpreadsheet } from '@/server/reports/rekon';
import { RekonMfaQuerySchema } from '@/utils/schemas/rekon';

// The employees behind an MFA count; limit=-1 downloads them all.
export default apiRoute({
  GET: route({
    permission: 'view-personnel-reports',
    query: RekonMfaQuerySchema,
    handle: async ({ query, res }) => {
      const db = await getDb();
      if (query.limit === -1) return sendRekonMfaSpreadsheet(res, db, query);
      return rekonMfaList(db, { ...query, limit: query.limit });
    },
  }),
});
