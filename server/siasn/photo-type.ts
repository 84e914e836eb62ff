import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@/server/http/errors';
import { getLogger } from '@/server/log';

/** What SIASN stores as a person's photo (JPEG from its own clients, PNG too): nothing else is served. */
export const PHOTO_TYPES: readonly string[] = ['png', 'jpg'];

/**
 * The photo's MIME type from its own bytes (the `file-type` signatures), never from the gateway's
 * Content-Type; 502 SIASN_ERROR for anything that is not a PNG or a JPEG (an error page, a script).
 */
export async function photoTypeOf(bytes: Buffer, claimed: string): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  if (type && PHOTO_TYPES.includes(type.ext)) return type.mime;
  getLogger().warn({ claimed, detected: type?.mime ?? null, size: bytes.length }, 'SIASN photo is not a PNG or JPEG; not served');
  throw new AppError('SIASN_ERROR', 502);
}
