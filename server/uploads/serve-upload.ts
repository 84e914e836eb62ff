import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ServerResponse } from 'node:http';
import { notFound } from '@/server/http/errors';
import { uploadDir } from './store-upload';
import { SERVED_TYPES, UPLOAD_FILE_PATTERN } from './upload-file-name';

const fileNotFound = () => notFound('Berkas tidak ditemukan');

/**
 * Streams a stored upload. The name is checked against the hash pattern before it touches the
 * file system; headers keep browsers from sniffing or running anything in it.
 */
export async function serveUpload({ file, res }: { file: string; res: ServerResponse }): Promise<void> {
  const match = UPLOAD_FILE_PATTERN.exec(file);
  const mime = match && SERVED_TYPES[match[1]];
  if (!match || !mime) throw fileNotFound();
  const fullPath = path.join(uploadDir(), file);
  const info = await stat(fullPath).catch(() => null);
  if (!info?.isFile()) throw fileNotFound();
  res.statusCode = 200;
  res.setHeader('Content-Type', mime);
  res.setHeader('Content-Length', info.size);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox");
  // Only our own pages may embed uploads: no hotlinking, no cross-site probing of what exists.
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Content-Disposition', mime === 'application/pdf' ? `attachment; filename="${file}"` : 'inline');
  // The name is the content's hash: the bytes behind a URL never change.
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  // A client that goes away mid-download (a cancelled image) closes the response: nothing to answer.
  await pipeline(createReadStream(fullPath), res).catch(() => undefined);
}
