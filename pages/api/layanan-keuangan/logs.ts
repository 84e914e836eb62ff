import { apiRoute, route } from '@/server/http/api-route';
import { getDb } from '@/server/db';
import { listBankCalls } from '@/server/bank-logs/list-bank-calls';
import { BankCallLogQuerySchema } from '@/utils/schemas/bank';

export default apiRoute({
  GET: route({
    permission: 'view-bank-logs',
    query: BankCallLogQuerySchema,
    handle: async ({ query }) => listBankCalls({ db: await getDb(), query }),
  }),
});
