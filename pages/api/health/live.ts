import { apiRoute, publicRoute } from '@/server/http/api-route';

/** Liveness: the process answers; no database call, so a database outage never restarts it. */
export default apiRoute({
  GET: publicRoute({
    handle: () => ({ status: 'ok' }),
  }),
});
