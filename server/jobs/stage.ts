import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Database } from '@/server/db';
import type { Tx } from '@/server/db/sql-helpers';
import { jobs, jobStage } from '@/server/db/schema';
import { announceJob } from '@/server/realtime/announce';
import type { JobStage } from './types';

/**
 * The staged rows of one job (table job_stage): each page goes in with the job's progress in one
 * transaction, so after a kill the stage and the progress agree and a retry continues from there.
 */
export function jobStageOf(db: Database, jobId: string): JobStage {
  return {
    async count() {
      const [{ n }] = await db.select({ n: count() }).from(jobStage).where(eq(jobStage.jobId, jobId));
      return n;
    },
    async append(rows, total) {
      await db.transaction(async (tx) => {
        const [{ n: staged }] = await tx.select({ n: count() }).from(jobStage).where(eq(jobStage.jobId, jobId));
        if (rows.length > 0) await tx.insert(jobStage).values(rows.map((row, i) => ({ jobId, seq: staged + i, row })));
        await tx
          .update(jobs)
          .set({ done: staged + rows.length, total, heartbeatAt: new Date() })
          .where(eq(jobs.id, jobId));
        await announceJob(tx, jobId);
      });
    },
  };
}

/** Every staged row of a job in order, `size` at a time, read through `tx` (the swap's transaction). */
export async function* stagedPages(tx: Tx | Database, jobId: string, size = 1_000): AsyncIterable<unknown[]> {
  let after = -1;
  for (;;) {
    const page = await tx
      .select({ seq: jobStage.seq, row: jobStage.row })
      .from(jobStage)
      .where(and(eq(jobStage.jobId, jobId), gt(jobStage.seq, after)))
      .orderBy(asc(jobStage.seq))
      .limit(size);
    if (page.length === 0) return;
    yield page.map((p) => p.row);
    after = page[page.length - 1].seq;
  }
}
