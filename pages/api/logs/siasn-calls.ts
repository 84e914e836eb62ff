import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listSiasnCalls } from '@/server/siasn-logs/list-siasn-calls';
import { SiasnCallLogQuerySchema } from '@/utils/schemas/siasn-logs';

export default apiRoute({
  GET: route({
    permission: 'view-siasn-logs',
    query: SiasnCallLogQuerySchema,
    handle: async ({ query }) => listSiasnCalls({ db: await getDb(), query }),
  }),
});
