import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { startJob } from '@/server/jobs/start-job';
import { toJobView } from '@/server/jobs/view';
import { IpAsnSyncSchema } from '@/utils/schemas/personnel-reports';

export default apiRoute({
  POST: route({
    permission: 'manage-personnel-reports',
    status: 202,
    body: IpAsnSyncSchema,
    handle: async ({ body, user }) => {
      const started = await startJob(await getDb(), 'ip-asn-sync', body, user.id);
      return { job: toJobView(started.job), existing: started.existing };
    },
  }),
});
