import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { monthlySiasnWrites } from '@/server/siasn-logs/monthly-siasn-writes';
import { SiasnWriteMonthlyQuerySchema } from '@/utils/schemas/siasn-logs';

export default apiRoute({
  GET: route({
    permission: 'view-siasn-logs',
    query: SiasnWriteMonthlyQuerySchema,
    handle: async ({ query }) => monthlySiasnWrites({ db: await getDb(), year: query.year }),
  }),
});
