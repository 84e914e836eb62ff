import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { personalDataExports } from '@/server/db/schema';
import { getBoss } from '@/server/jobs/boss';
import { getLogger } from '@/server/log';
import type { DataExportView } from '@/utils/schemas/data-export';
import { queueDataExport } from './export-queue';
import { exportView } from './export-status';

/**
 * `POST /privacy/exports`: asks for a new copy. A request still being built is answered as it is
 * (one at a time per person); an earlier ready copy is dropped, so only the newest link works.
 * The job is queued after the row is written; if the queue cannot take it now, the worker's
 * sweep hands it over (the row is the record).
 */
export async function requestOwnExport({ db, userId }: { db: Database; userId: number }): Promise<DataExportView> {
  const row = await db.transaction(async (tx) => {
    const [building] = await tx
      .select()
      .from(personalDataExports)
      .where(and(eq(personalDataExports.userId, userId), eq(personalDataExports.status, 'pending')))
      .for('update');
    if (building) return { ...building, fresh: false };
    await tx
      .update(personalDataExports)
      .set({ status: 'expired', archive: null })
      .where(and(eq(personalDataExports.userId, userId), eq(personalDataExports.status, 'ready')));
    const [created] = await tx.insert(personalDataExports).values({ userId }).returning();
    return { ...created, fresh: true };
  });
  if (row.fresh) await getBoss().then((boss) => queueDataExport(boss, [row.id])).catch((err) => getLogger().warn({ err, exportId: row.id }, 'data export not queued yet'));
  return exportView(row);
}
