import { stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { contentText } from '@/locales/id/content';
import type { Database } from '@/server/db/client';
import { uploads } from '@/server/db/schema';
import { authorize } from '@/server/http/authorize';
import { AppError, notFound } from '@/server/http/errors';
import type { SessionUser } from '@/utils/session-user';
import { uploadDir } from './store-upload';
import { UPLOAD_FILE_PATTERN } from './upload-file-name';
import { isUploadReferenced } from './upload-references';

const fileNotFound = () => notFound('Berkas tidak ditemukan');
const exists = (file: string) => stat(file).then(() => true, () => false);

/**
 * Deletes an upload nothing refers to (409 otherwise). An owner gives up their own row; an admin
 * removes every row. The file leaves the disk with its last row (a file shared by two owners
 * stays for the other); a file with no recorded owner (seeded, older) only an admin may delete.
 */
export async function deleteUpload({ db, user, file }: { db: Database; user: SessionUser; file: string }): Promise<void> {
  if (!UPLOAD_FILE_PATTERN.test(file)) throw fileNotFound();
  const fullPath = path.join(uploadDir(), file);
  const owners = await db.select({ ownerId: uploads.ownerId }).from(uploads).where(eq(uploads.fileName, file));
  if (owners.length === 0 && !(await exists(fullPath))) throw fileNotFound();
  const own = owners.find((o) => o.ownerId === user.id) ?? owners[0];
  authorize(user, 'delete-upload', { upload: own ? { owner_id: own.ownerId } : null }, 'Anda hanya dapat menghapus berkas unggahan Anda sendiri');
  if (await isUploadReferenced(db, file)) throw new AppError('UPLOAD_IN_USE', 409, contentText.uploadInUse);
  const mine = own?.ownerId === user.id && user.current_role !== 'admin';
  await db.delete(uploads).where(mine ? and(eq(uploads.fileName, file), eq(uploads.ownerId, user.id)) : eq(uploads.fileName, file));
  const [left] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.fileName, file)).limit(1);
  if (!left) await unlink(fullPath).catch(() => undefined);
}
