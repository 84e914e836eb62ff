import { and, eq, lt } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { getDb } from '@/server/db';
import type { Database } from '@/server/db/client';
import { personalDataExports } from '@/server/db/schema';
import { getLogger } from '@/server/log';
import { buildPersonalDataExport, failPersonalDataExport } from './build-export';

/** The pg-boss queue that builds requested copies (the jobs' retry policy: server/jobs/boss.ts). */
export const DATA_EXPORT_QUEUE = 'personal-data-exports';
/** How often the worker hands over requests the queue did not take and drops expired copies. */
const SWEEP_MS = 60_000;

interface ExportJob {
  exportId: string;
}

/** Hands requests to the queue; the job id is the request's, so a second hand-over adds nothing. */
export async function queueDataExport(boss: PgBoss, exportIds: string[]): Promise<void> {
  if (exportIds.length === 0) return;
  await boss.insert(exportIds.map((exportId) => ({ name: DATA_EXPORT_QUEUE, id: exportId, data: { exportId } satisfies ExportJob })));
}

/** One sweep: pending requests older than a minute go (again) to the queue; ready copies past their expiry lose their archive. */
export async function sweepDataExports(db: Database, boss: PgBoss, now = new Date()): Promise<void> {
  const waiting = await db
    .select({ id: personalDataExports.id })
    .from(personalDataExports)
    .where(and(eq(personalDataExports.status, 'pending'), lt(personalDataExports.requestedAt, new Date(now.getTime() - 60_000))));
  await queueDataExport(boss, waiting.map((w) => w.id));
  await db
    .update(personalDataExports)
    .set({ status: 'expired', archive: null })
    .where(and(eq(personalDataExports.status, 'ready'), lt(personalDataExports.expiresAt, now)));
}

/** Builds copies in the job worker's process, one at a time; the last failed retry marks the request failed. */
export async function startDataExportWorker(boss: PgBoss, options: { pollingIntervalSeconds?: number } = {}): Promise<{ stop(): void }> {
  await boss.work<ExportJob>(DATA_EXPORT_QUEUE, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 }, async ([job]) => {
    const db = await getDb();
    try {
      await buildPersonalDataExport(db, job.data.exportId);
    } catch (error) {
      if (job.retryCount >= job.retryLimit) await failPersonalDataExport(db, job.data.exportId, error);
      throw error;
    }
  });
  const sweep = setInterval(() => {
    void (async () => sweepDataExports(await getDb(), boss))().catch((err) => getLogger().warn({ err }, 'data export sweep failed'));
  }, SWEEP_MS);
  sweep.unref();
  return { stop: () => clearInterval(sweep) };
}
