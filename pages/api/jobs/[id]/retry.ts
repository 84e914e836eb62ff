import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { retryJob } from '@/server/jobs/job-actions';
import { toJobView } from '@/server/jobs/view';
import { JobIdSchema } from '@/utils/schemas/personnel-admin';

export default apiRoute({
  POST: route({
    permission: 'manage-personnel-jobs',
    status: 202,
    query: JobIdSchema,
    handle: async ({ query, user }) => {
      const started = await retryJob(await getDb(), query.id, user.id);
      return { job: toJobView(started.job), existing: started.existing };
    },
  }),
});
