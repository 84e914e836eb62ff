import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { listJobs } from '@/server/jobs/store';
import { toJobView } from '@/server/jobs/view';
import { JobListQuerySchema } from '@/utils/schemas/personnel-admin';

export default apiRoute({
  GET: route({
    permission: 'manage-personnel-jobs',
    query: JobListQuerySchema,
    handle: async ({ query }) => {
      const { data, total } = await listJobs(await getDb(), query);
      return { data: data.map((job) => toJobView(job)), total, page: query.page, limit: query.limit };
    },
  }),
});
