import { apiRoute, publicRoute } from '@/server/http/api-route';
import { getDbHandle } from '@/server/db';
import { checkHealth } from '@/server/health/check-health';

export default apiRoute({
  GET: publicRoute({
    async handle({ res }) {
      const report = await checkHealth({ openDb: getDbHandle });
      res.status(report.database.status === 'up' ? 200 : 503).json(report);
    },
  }),
});
