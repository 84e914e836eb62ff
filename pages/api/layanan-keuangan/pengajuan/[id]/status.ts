import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { refreshLoanStatus } from '@/server/loans/loan-applications';
import { LoanParams } from '@/utils/schemas/loans';

export default apiRoute({
  POST: route({ query: LoanParams, handle: async ({ user, query }) => refreshLoanStatus({ db: await getDb(), user, id: query.id }) }),
});
