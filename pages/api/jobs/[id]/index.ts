import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { getJobOr404 } from '@/server/jobs/job-actions';
import { toJobView } from '@/server/jobs/view';
import { JobIdSchema } from '@/utils/schemas/personnel-admin';

export default apiRoute({
  GET: route({
    permission: 'manage-personnel-jobs',
    query: JobIdSchema,
    handle: async ({ query }) => toJobView(await getJobOr404(await getDb(), query.id), { withLog: true }),
  }),
});
