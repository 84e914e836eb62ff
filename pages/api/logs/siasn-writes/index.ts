import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listSiasnWrites } from '@/server/siasn-logs/list-siasn-writes';
import { SiasnWriteLogQuerySchema } from '@/utils/schemas/siasn-logs';

export default apiRoute({
  GET: route({
    permission: 'view-siasn-logs',
    query: SiasnWriteLogQuerySchema,
    handle: async ({ query }) => listSiasnWrites({ db: await getDb(), query }),
  }),
});
