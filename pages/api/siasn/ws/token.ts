import { apiRoute, route } from '@/server/http/api-route';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { siasnTokenStates } from '@/server/siasn-logs/token-state';

export default apiRoute({
  GET: route({
    permission: 'view-siasn-token',
    handle: () => siasnTokenStates({ gateway: getSiasnGateway() }),
  }),
});
