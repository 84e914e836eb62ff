import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { AppError, badRequest } from '@/server/http/errors';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
// Multipart boundaries and part headers around the file.
const MULTIPART_OVERHEAD = 64 * 1024;

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 100) / 100;
export const tooLarge = (maxBytes = MAX_UPLOAD_BYTES) => new AppError('PAYLOAD_TOO_LARGE', 413, `Berkas terlalu besar (maks. ${megabytes(maxBytes)} MB)`);
const noFile = () => badRequest("Kirim satu berkas pada field 'file' (multipart/form-data)");

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

export interface ReceivedFile extends UploadedFile {
  /** The text fields sent beside the file (each at most 1,000 characters). */
  fields: Record<string, string>;
}

export interface ReceiveOptions {
  /** The largest file accepted (default 5 MB); a podcast's audio may be larger. */
  maxBytes?: number;
}

function contentLength(req: IncomingMessage): number {
  return Number(req.headers['content-length'] ?? 0);
}

/**
 * Reads the one multipart field `file` into memory (at most `maxBytes`, 5 MB by default). Anything
 * over the limit, a second file, or no file at all stops the upload; the rest of the request is discarded.
 */
export function receiveUpload(req: IncomingMessage, { maxBytes = MAX_UPLOAD_BYTES }: ReceiveOptions = {}): Promise<ReceivedFile> {
  if (contentLength(req) > maxBytes + MULTIPART_OVERHEAD) return Promise.reject(tooLarge(maxBytes));
  let parser: busboy.Busboy;
  // busboy reports the limit when a file reaches it: one byte more tells "5 MB" from "over 5 MB".
  try {
    parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fileSize: maxBytes + 1, fields: 10, fieldSize: 1000, parts: 12 } });
  } catch {
    return Promise.reject(noFile());
  }
  return new Promise((resolve, reject) => {
    let file: UploadedFile | null = null;
    // No prototype: a field named __proto__ stays a field.
    const fields: Record<string, string> = Object.create(null);
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    parser.on('file', (field, stream, info) => {
      if (field !== 'file') return void stream.resume();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge(maxBytes)));
      stream.on('end', () => {
        if (!stream.truncated) file = { name: info.filename ?? '', bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(badRequest(`Field '${name.slice(0, 40)}' terlalu panjang`));
      else fields[name] = value;
    });
    parser.on('filesLimit', () => fail(badRequest('Hanya satu berkas yang dapat diunggah')));
    parser.on('partsLimit', () => fail(noFile()));
    parser.on('error', () => fail(noFile()));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (file) resolve({ ...file, fields });
      else reject(noFile());
    });
    req.on('error', fail);
    req.pipe(parser);
  });
}
