import { apiRoute, route } from '@/server/http/api-route';
import { simulateLoan } from '@/server/finance/bank-offers';
import { SimulationInput } from '@/utils/schemas/bank';

export default apiRoute({
  POST: route({ body: SimulationInput, rateLimit: 'bank-simulation', handle: ({ user, body }) => simulateLoan({ user, input: body }) }),
});
