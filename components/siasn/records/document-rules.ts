import { siasnRecordsText as t } from '@/locales/id/siasn-records';
import { MAX_DOCUMENT_BYTES } from '@/utils/catalogue/personnel-writes';

export const PDF = 'application/pdf';
const MAX_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);

/**
 * Why a file is refused before it is sent (type, then size: the API would answer 415 or 413 after
 * the whole upload), or null. Some browsers give a PDF no type: then its name decides; the server
 * reads the content anyway.
 */
export function documentProblem(file: { type: string; name: string; size: number }): string | null {
  const pdf = file.type === PDF || (file.type === '' && file.name.toLowerCase().endsWith('.pdf'));
  if (!pdf) return t.notPdf;
  if (file.size > MAX_DOCUMENT_BYTES) return t.tooLarge(MAX_MB);
  return null;
}
