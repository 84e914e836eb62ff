import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { AppError } from '@/server/http/errors';
import { detectFileType, type UploadKind } from './detect-file-type';
import type { UploadedFile } from './receive-upload';
import { recordUpload } from './upload-owners';
import { UPLOAD_URL_PREFIX } from './upload-file-name';

export interface StoredUpload {
  url: string;
  name: string;
  size: number;
  type: string;
}

/** Read on every call so tests can point it at a temporary folder. */
export function uploadDir(): string {
  return path.resolve(getConfig().UPLOAD_DIR);
}

const MAX_NAME = 120;

/** The client's file name, for display only: no folders, no control or markup characters. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()+-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[ .]+/, '')
    .trim()
    .slice(0, MAX_NAME);
  return clean || 'berkas';
}

const exists = (file: string) => stat(file).then(() => true, () => false);

/** Written to a temporary name and renamed, so a reader never sees half a file. */
async function writeOnce(dir: string, fileName: string, bytes: Buffer): Promise<void> {
  const target = path.join(dir, fileName);
  if (await exists(target)) return;
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${fileName}.${randomUUID()}.tmp`);
  await writeFile(temp, bytes);
  await rename(temp, target).catch(async (error: unknown) => {
    await unlink(temp).catch(() => undefined);
    throw error;
  });
}

export interface StoreUploadOptions {
  db: Database;
  ownerId: number;
  kind: UploadKind;
}

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Jenis berkas tidak didukung');
const hashedName = (bytes: Buffer, ext: string) => `${createHash('sha256').update(bytes).digest('hex')}.${ext}`;

/**
 * Stores a received file under its content hash (the same content is stored once) and records
 * its owner within their quota. The type comes from the bytes and must suit the kind; the
 * client's name never becomes a path.
 */
export async function storeUpload(file: UploadedFile, { db, ownerId, kind }: StoreUploadOptions): Promise<StoredUpload> {
  const type = await detectFileType(file.bytes, kind);
  if (!type) throw unsupported();
  const fileName = hashedName(file.bytes, type.ext);
  const name = sanitizeFileName(file.name);
  const size = file.bytes.length;
  await recordUpload(db, { fileName, ownerId, originalName: name, size, mime: type.mime, kind }, () => writeOnce(uploadDir(), fileName, file.bytes));
  return { url: `${UPLOAD_URL_PREFIX}${fileName}`, name, size, type: type.mime };
}

export interface StoredMedia {
  fileName: string;
  mime: string;
  size: number;
}

/**
 * Stores a file that belongs to a record rather than a person (a podcast's audio or cover): checked
 * and named like any upload, but with no owner row, so it counts against nobody's quota. The
 * record keeps the name; `message` is the 415 answer that names what the kind accepts.
 */
export async function storeMedia(file: UploadedFile, kind: UploadKind, message?: string): Promise<StoredMedia> {
  const type = await detectFileType(file.bytes, kind);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, message ?? unsupported().message);
  const fileName = hashedName(file.bytes, type.ext);
  await writeOnce(uploadDir(), fileName, file.bytes);
  return { fileName, mime: type.mime, size: file.bytes.length };
}
