import { apiRoute, publicRoute } from '@/server/http/api-route';
import { can } from '@/utils/permissions';
import { getDbHandle } from '@/server/db';
import { checkHealth, publicHealth } from '@/server/health/check-health';

export default apiRoute({
  GET: publicRoute({
    async handle({ res, user }) {
      const report = await checkHealth({ openDb: getDbHandle });
      // Driver, latency and uptime help an attacker date and fingerprint the server: admins only.
      res.status(report.database.status === 'up' ? 200 : 503).json(can(user, 'see-health-details') ? report : publicHealth(report));
    },
  }),
});
