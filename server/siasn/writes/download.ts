import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { notFound } from '@/server/http/errors';
import { isPdf } from '@/server/uploads/detect-file-type';
import type { PersonnelSectionKey } from '@/utils/catalogue/personnel-sections';
import { readSection } from '../read-section';
import { assertDocumentOf, assertDocumentPath, documentBaseName, documentPaths } from './documents';

// The sections whose rows can carry documents (`path`), data utama included.
const DOCUMENT_SECTIONS: readonly PersonnelSectionKey[] = [
  'data-utama', 'jabatan', 'angka-kredit', 'laporan-kinerja', 'kinerja-periodik', 'diklat', 'penghargaan', 'sertifikasi',
  'golongan', 'pendidikan', 'pmk', 'cltn', 'hukuman-disiplin', 'inbox-usulan',
];

export interface DownloadedDocument {
  bytes: Buffer;
  contentType: string;
  fileName: string;
  /** Shown in the browser (a PDF) or only saved (anything else SIASN might hold). */
  inline: boolean;
}

/**
 * A document of a NIP's record through the portal (download-dok): only a path that appears in that
 * record (read like its sections, cached) is fetched, and its type is read from its bytes.
 */
export async function downloadDocument({ nip, filePath, actor }: { nip: string; filePath: string; actor: number }): Promise<DownloadedDocument> {
  assertDocumentPath(filePath);
  const sections = await Promise.all(DOCUMENT_SECTIONS.map((section) => readSection({ nip, actor, section })));
  const paths = new Set<string>();
  for (const section of sections) documentPaths(section.data, paths);
  assertDocumentOf(paths, filePath);
  const document = await getSiasnGateway().getBytes('/download-dok', { actor, query: { filePath } });
  if (!document) throw notFound('SIASN tidak menyimpan dokumen ini');
  const pdf = await isPdf(document.bytes);
  const base = documentBaseName(filePath.split('/').pop() ?? '', 100);
  return { bytes: document.bytes, contentType: pdf ? 'application/pdf' : 'application/octet-stream', fileName: pdf ? `${base}.pdf` : base, inline: pdf };
}
