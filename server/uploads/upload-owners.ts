import { and, eq, sql } from 'drizzle-orm';
import { contentText } from '@/locales/id/content';
import { getConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { uploads, users } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import type { UploadKind } from './detect-file-type';

export interface UploadRecord {
  fileName: string;
  ownerId: number;
  originalName: string;
  size: number;
  mime: string;
  kind: UploadKind;
}

export const quotaExceeded = (mb: number) => new AppError('UPLOAD_QUOTA_EXCEEDED', 413, contentText.uploadQuotaExceeded(mb));

/**
 * Records the owner of a stored file within their quota, writing the file (`write`) only when it
 * fits. The owner's user row is locked first, so parallel uploads of one person are counted one
 * after the other and cannot together pass the cap. Uploading a file one already owns costs nothing.
 */
export async function recordUpload(db: Database, record: UploadRecord, write: () => Promise<void>): Promise<void> {
  const quotaMb = getConfig().UPLOAD_QUOTA_MB;
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, record.ownerId)).for('update');
    const [owned] = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.ownerId, record.ownerId), eq(uploads.fileName, record.fileName)));
    if (!owned) {
      const [{ used }] = await tx
        .select({ used: sql<number>`coalesce(sum(${uploads.size}), 0)::bigint`.mapWith(Number) })
        .from(uploads)
        .where(eq(uploads.ownerId, record.ownerId));
      if (used + record.size > quotaMb * 1024 * 1024) throw quotaExceeded(quotaMb);
    }
    await write();
    if (!owned) await tx.insert(uploads).values(record).onConflictDoNothing();
  });
}
