import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { getOwnLoan } from '@/server/loans/loan-applications';
import { LoanParams } from '@/utils/schemas/loans';

export default apiRoute({
  GET: route({ query: LoanParams, handle: async ({ user, query }) => getOwnLoan({ db: await getDb(), user, id: query.id }) }),
});
