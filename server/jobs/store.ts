import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db';
import type { Tx } from '@/server/db/sql-helpers';
import { jobs, jobStage, type Job, type JobState, type NewJob } from '@/server/db/schema';
import { announceJob } from '@/server/realtime/announce';

// The portal's view of background jobs (docs/personnel-admin.md section 2): the `jobs` table.
// Every change of a row is announced in the same transaction (docs/realtime.md, topic `jobs`),
// so pages showing jobs refetch them instead of polling.

/** The database or a transaction on it. */
type Db = Database | Tx;

/** A job's log keeps its last lines only. */
const LOG_LINES = 200;
export const LIVE_STATES: JobState[] = ['queued', 'running'];

export async function insertJob(db: Db, job: NewJob): Promise<Job> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(jobs).values(job).returning();
    await announceJob(tx, row.id);
    return row;
  });
}

export async function deleteJob(db: Db, id: string): Promise<void> {
  await changeJob(db, id, (tx) => tx.delete(jobs).where(eq(jobs.id, id)));
}

/** One change of a job's row and its announcement, in one transaction. */
async function changeJob(db: Db, id: string, change: (tx: Tx) => Promise<unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await change(tx);
    await announceJob(tx, id);
  });
}

export async function findJob(db: Db, id: string): Promise<Job | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/** The queued or running job of a kind and key, if any. */
export async function findLiveJob(db: Db, kind: string, key: string): Promise<Job | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.key, key), inArray(jobs.state, LIVE_STATES)));
  return row ?? null;
}

/** How many jobs of a kind are queued or running. */
export async function countLiveJobs(db: Db, kind: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs).where(and(eq(jobs.kind, kind), inArray(jobs.state, LIVE_STATES)));
  return row?.n ?? 0;
}

/** The newest job of a kind and key, live or not (a list's "last sync" banner). */
export async function findLatestJob(db: Db, kind: string, key: string): Promise<Job | null> {
  const [row] = await db.select().from(jobs).where(and(eq(jobs.kind, kind), eq(jobs.key, key))).orderBy(desc(jobs.createdAt)).limit(1);
  return row ?? null;
}

export async function updateJob(db: Db, id: string, set: Partial<NewJob>): Promise<void> {
  await changeJob(db, id, (tx) => tx.update(jobs).set(set).where(eq(jobs.id, id)));
}

/** The worker's heartbeat: nothing a page shows changes, so nothing is announced. */
export async function beatJob(db: Db, id: string): Promise<void> {
  await db.update(jobs).set({ heartbeatAt: new Date() }).where(eq(jobs.id, id));
}

export async function appendJobLog(db: Db, id: string, text: string): Promise<void> {
  const line = JSON.stringify([{ at: new Date().toISOString(), text }]);
  // Append; past LOG_LINES lines the oldest goes (`jsonb - 0` drops the first element).
  await changeJob(db, id, (tx) =>
    tx
      .update(jobs)
      .set({ log: sql`case when jsonb_array_length(${jobs.log}) >= ${LOG_LINES} then (${jobs.log} - 0) else ${jobs.log} end || ${line}::jsonb` })
      .where(eq(jobs.id, id)),
  );
}

export async function clearStage(db: Db, id: string): Promise<void> {
  await db.delete(jobStage).where(eq(jobStage.jobId, id));
}

export interface JobListQuery {
  kind?: string;
  state?: JobState;
  page: number;
  limit: number;
}

export async function listJobs(db: Db, query: JobListQuery): Promise<{ data: Job[]; total: number }> {
  const filters: SQL[] = [];
  if (query.kind) filters.push(eq(jobs.kind, query.kind));
  if (query.state) filters.push(eq(jobs.state, query.state));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [data, [{ total }]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.createdAt))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { data, total };
}
