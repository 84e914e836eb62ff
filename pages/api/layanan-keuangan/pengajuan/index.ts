import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { listOwnLoans, submitLoanApplication } from '@/server/loans/loan-applications';
import { LoanApplicationSchema, LoanListQuery } from '@/utils/schemas/loans';

// apply-loan needs the body's NIP as context, so the service checks it (not the wrapper).
export default apiRoute({
  GET: route({ query: LoanListQuery, handle: async ({ user, query }) => listOwnLoans({ db: await getDb(), user, query }) }),
  POST: route({
    body: LoanApplicationSchema,
    status: 201,
    rateLimit: 'loan-application',
    handle: async ({ user, body }) => submitLoanApplication({ db: await getDb(), user, input: body }),
  }),
});
