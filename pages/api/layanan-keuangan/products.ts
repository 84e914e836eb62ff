import { apiRoute, route } from '@/server/http/api-route';
import { listBankProducts } from '@/server/finance/bank-offers';

export default apiRoute({
  GET: route({ handle: ({ user }) => listBankProducts({ user }) }),
});
