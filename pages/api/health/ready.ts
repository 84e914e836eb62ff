import { apiRoute, publicRoute } from '@/server/http/api-route';
import { getDbHandle } from '@/server/db';
import { checkReadiness } from '@/server/health/check-health';

/** Readiness, for the balancer: the database answers and the process is not draining; 503 otherwise. */
export default apiRoute({
  GET: publicRoute({
    async handle({ res }) {
      const readiness = await checkReadiness({ openDb: getDbHandle });
      res.status(readiness.status === 'ready' ? 200 : 503).json(readiness);
    },
  }),
});
