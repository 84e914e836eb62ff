import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { uploads } from '@/server/db/schema';
import { uploadDir } from './store-upload';
import { STORED_FILE_PATTERN } from './upload-file-name';
import { isUploadReferenced } from './upload-references';

/**
 * Removes a record's stored file (storeMedia) once nothing uses it any more: no owner row and no
 * reference. Called after the record let go of it (replaced or deleted); the same content used
 * elsewhere stays.
 */
export async function releaseMedia(db: Database, fileName: string | null): Promise<void> {
  if (!fileName || !STORED_FILE_PATTERN.test(fileName)) return;
  const [owned] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.fileName, fileName)).limit(1);
  if (owned || (await isUploadReferenced(db, fileName))) return;
  await unlink(path.join(uploadDir(), fileName)).catch(() => undefined);
}
