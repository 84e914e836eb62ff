import type { ZodType } from 'zod';
import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import type { Permission } from '@/utils/permissions';
import { startJob } from './start-job';
import type { JobKind } from './types';
import { toJobView } from './view';

/**
 * `POST …/sync` of a job kind (docs/personnel-admin.md section 2): 202 with the job, new or the
 * live one of the same key (`existing`). `params` is the body's schema; none: the job takes none.
 */
export function jobStartRoute(kind: JobKind, permission: Permission, params?: ZodType) {
  return apiRoute({
    POST: route({
      permission,
      status: 202,
      body: params,
      handle: async ({ body, user }) => {
        const started = await startJob(await getDb(), kind, params ? body : {}, user.id);
        return { job: toJobView(started.job), existing: started.existing };
      },
    }),
  });
}
