import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { uploads } from '@/server/db/schema';
import { uploadDir } from '@/server/uploads/store-upload';
import { isUploadReferenced } from '@/server/uploads/upload-references';

/** Files checked per round: each check scans the texts that could mention it. */
const UPLOAD_BATCH = 200;

/**
 * Uploads nothing uses any more (the ticket or comment that showed them was deleted, or the draft
 * never sent) and older than `days`: their rows go, and the file with its last row. A file still
 * mentioned anywhere stays, however old.
 */
export async function pruneUnusedUploads(db: Database, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  const old = await db.selectDistinct({ fileName: uploads.fileName }).from(uploads).where(lt(uploads.createdAt, before)).orderBy(uploads.fileName).limit(UPLOAD_BATCH);
  let pruned = 0;
  for (const { fileName } of old) {
    if (await isUploadReferenced(db, fileName)) continue;
    await db.delete(uploads).where(eq(uploads.fileName, fileName));
    await unlink(path.join(uploadDir(), fileName)).catch(() => undefined);
    pruned += 1;
  }
  return pruned;
}
