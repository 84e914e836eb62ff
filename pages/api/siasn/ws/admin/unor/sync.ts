import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { startJob } from '@/server/jobs/start-job';
import { toJobView } from '@/server/jobs/view';

export default apiRoute({
  POST: route({
    permission: 'manage-personnel-reports',
    status: 202,
    handle: async ({ user }) => {
      const started = await startJob(await getDb(), 'unor-sync', {}, user.id);
      return { job: toJobView(started.job), existing: started.existing };
    },
  }),
});
