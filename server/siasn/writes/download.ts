import type { NextApiResponse } from 'next';
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
  return fetchDocument(filePath, actor);
}

/**
 * Bytes from an outside system typed from their content: a PDF keeps a `.pdf` name and may be
 * shown; anything else is octet-stream, only saved. `name` is reduced to safe characters.
 */
export async function typedDocument(bytes: Buffer, name: string): Promise<DownloadedDocument> {
  const pdf = await isPdf(bytes);
  const base = documentBaseName(name, 100);
  return { bytes, contentType: pdf ? 'application/pdf' : 'application/octet-stream', fileName: pdf ? `${base}.pdf` : base, inline: pdf };
}

/** A document from SIASN's download-dok by a path the caller has checked; its type read from its bytes. */
export async function fetchDocument(filePath: string, actor: number): Promise<DownloadedDocument> {
  const document = await getSiasnGateway().getBytes('/download-dok', { actor, query: { filePath } });
  if (!document) throw notFound('SIASN tidak menyimpan dokumen ini');
  return typedDocument(document.bytes, filePath.split('/').pop() ?? '');
}

/**
 * Answers with a document: shown when a PDF, else saved (`saveOnly` saves a PDF too); never cached
 * unless `cacheControl` says otherwise; nosniff (the API headers) keeps the browser to the type.
 */
export function sendDocument(res: NextApiResponse, document: DownloadedDocument, { saveOnly = false, cacheControl = 'private, no-store' } = {}): void {
  res.setHeader('Content-Type', document.contentType);
  res.setHeader('Content-Disposition', `${document.inline && !saveOnly ? 'inline' : 'attachment'}; filename="${document.fileName}"`);
  res.setHeader('Content-Length', document.bytes.length);
  res.setHeader('Cache-Control', cacheControl);
  res.status(200).end(document.bytes);
}
