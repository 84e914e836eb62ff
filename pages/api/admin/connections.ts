import { apiRoute, route } from '@/server/http/api-route';
import { checkConnections } from '@/server/gateways/connection-check';

export default apiRoute({
  GET: route({
    permission: 'check-connections',
    rateLimit: 'connection-check',
    handle: () => checkConnections(),
  }),
});
