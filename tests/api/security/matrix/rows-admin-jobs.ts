import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { jobs } from '@/server/db/schema';
import { startJob } from '@/server/jobs/start-job';
import { LIVE_STATES } from '@/server/jobs/store';
import type { CaseContext } from '../../../helpers/matrix-fixtures';
import * as ex from './expectations';
import { row, type MatrixRow } from './types';

// docs/personnel-admin.md section 2: the jobs page's routes, admin-only (manage-personnel-jobs).
// No worker runs in the matrix: a started job stays queued.
const NONE = '00000000-0000-4000-8000-000000000000';

/** A job of its own for the case, in `state` (a failed one can be retried, a queued one cancelled). */
async function jobIn(ctx: CaseContext, state: 'queued' | 'failed'): Promise<string> {
  if (state === 'queued') {
    // Earlier cases' jobs stay queued (no worker), and a sync kind takes only a few live at once
    // (MAX_QUEUED_SYNCS_PER_KIND): they are ended first, so this case's start is not refused.
    await ctx.db.update(jobs).set({ state: 'cancelled', finishedAt: new Date() }).where(and(eq(jobs.kind, 'pengadaan-sync'), inArray(jobs.state, LIVE_STATES)));
    // A key of its own, so each case's job is new rather than the live one of an earlier case.
    return (await startJob(ctx.db, 'pengadaan-sync', { tahun: 2000 + Math.floor(Math.random() * 100) }, ctx.cast.admin.id)).job.id;
  }
  const id = randomUUID();
  await ctx.db.insert(jobs).values({ id, kind: 'pengadaan-sync', key: `failed-${id}`, params: { tahun: 2020 }, state: 'failed', error: 'SIASN tidak menjawab', finishedAt: new Date() });
  return id;
}

export const adminJobsRows: MatrixRow[] = [
  row('GET', '/jobs', ex.adminsOnly(200)),
  row('GET', '/jobs', ex.adminsOnly(400), () => ({ query: 'state=unknown' }), 'an unknown state'),
  row('GET', '/jobs/[id]', ex.adminsOnly(200), async (ctx) => ({ params: { id: await jobIn(ctx, 'failed') } })),
  row('GET', '/jobs/[id]', ex.adminsOnly(404), () => ({ params: { id: NONE } }), 'an unknown job'),
  row('POST', '/jobs/[id]/cancel', ex.adminsOnly(200), async (ctx) => ({ params: { id: await jobIn(ctx, 'queued') } })),
  row('POST', '/jobs/[id]/cancel', ex.adminsOnly(409), async (ctx) => ({ params: { id: await jobIn(ctx, 'failed') } }), 'a finished job'),
  row('POST', '/jobs/[id]/retry', ex.adminsOnly(202), async (ctx) => ({ params: { id: await jobIn(ctx, 'failed') } })),
];
