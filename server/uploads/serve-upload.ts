import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ServerResponse } from 'node:http';
import { AppError, notFound } from '@/server/http/errors';
import { parseByteRange } from './byte-range';
import { uploadDir } from './store-upload';
import { SERVED_TYPES, STORED_FILE_PATTERN, UPLOAD_FILE_PATTERN } from './upload-file-name';

const fileNotFound = () => notFound('Berkas tidak ditemukan');

export interface SendStoredFileOptions {
  /** A stored name (`<sha256>.<ext>`), checked against the pattern before it touches the disk. */
  file: string;
  mime: string;
  res: ServerResponse;
  /** The request's Range header, for files that are played (audio seeks by asking for ranges). */
  range?: string | null;
  /** 'private' for files behind an access rule (a draft episode's): no shared cache keeps them. */
  cache?: 'public' | 'private';
}

/**
 * Streams a stored file, whole (200) or, when `range` is given, the one range asked for (206 with
 * Content-Range; 416 when it starts past the end). Headers keep browsers from sniffing or running
 * anything in it.
 */
export async function sendStoredFile({ file, mime, res, range, cache = 'public' }: SendStoredFileOptions): Promise<void> {
  if (!STORED_FILE_PATTERN.test(file)) throw fileNotFound();
  const fullPath = path.join(uploadDir(), file);
  const info = await stat(fullPath).catch(() => null);
  if (!info?.isFile()) throw fileNotFound();
  const ranged = range !== undefined;
  if (ranged) res.setHeader('Accept-Ranges', 'bytes');
  const part = ranged ? parseByteRange(range ?? undefined, info.size) : null;
  if (part === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${info.size}`);
    throw new AppError('RANGE_NOT_SATISFIABLE', 416, 'Rentang berkas yang diminta di luar ukuran berkas');
  }
  res.statusCode = part ? 206 : 200;
  res.setHeader('Content-Type', mime);
  res.setHeader('Content-Length', part ? part.end - part.start + 1 : info.size);
  if (part) res.setHeader('Content-Range', `bytes ${part.start}-${part.end}/${info.size}`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox");
  // Only our own pages may embed uploads: no hotlinking, no cross-site probing of what exists.
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Content-Disposition', mime === 'application/pdf' ? `attachment; filename="${file}"` : 'inline');
  // The name is the content's hash: the bytes behind a URL never change.
  res.setHeader('Cache-Control', `${cache}, max-age=31536000, immutable`);
  // A client that goes away mid-download (a cancelled image, a seek) closes the response: nothing to answer.
  await pipeline(createReadStream(fullPath, part ?? {}), res).catch(() => undefined);
}

/** Streams an upload of the general /uploads route, by its name's extension. */
export async function serveUpload({ file, res }: { file: string; res: ServerResponse }): Promise<void> {
  const match = UPLOAD_FILE_PATTERN.exec(file);
  const mime = match && SERVED_TYPES[match[1]];
  if (!match || !mime) throw fileNotFound();
  await sendStoredFile({ file, mime, res });
}
