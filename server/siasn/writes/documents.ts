import { z } from 'zod';
import type { Database } from '@/server/db';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { AppError, badRequest, notFound } from '@/server/http/errors';
import { isPdf } from '@/server/uploads/detect-file-type';
import type { UploadedFile } from '@/server/uploads/receive-upload';
import { RECORD_KIND_INFO, RECORD_KINDS } from '@/utils/catalogue/personnel-writes';
import type { SessionUser } from '@/utils/session-user';
import { readDataUtama } from '../read-section';
import { audited } from './audit';
import { forgetSections } from './forget';
import { ownRow } from './fresh-rows';
import { assertMayEdit } from './may-edit';

export const UploadDocumentFields = z.object({
  kind: z.enum(RECORD_KINDS, 'Jenis riwayat tidak dikenal'),
  id_riwayat: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'ID riwayat tidak valid'),
  id_ref_dokumen: z.string().regex(/^\d{1,6}$/, 'Jenis dokumen tidak valid').optional(),
  nip: z.string().optional(),
});
export type UploadDocumentInput = z.infer<typeof UploadDocumentFields>;

/** A document's file name reduced to safe characters, without its `.pdf` (for SIASN and for Content-Disposition). */
export const documentBaseName = (name: string, max: number) => name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/\.pdf$/i, '').slice(0, max) || 'dokumen';

/** The uploaded file as SIASN gets it, or 415: a PDF by its content, whatever its name says. */
export async function pdfOf(file: UploadedFile) {
  if (!(await isPdf(file.bytes))) throw new AppError('INVALID_DOCUMENT', 415);
  return { bytes: file.bytes, name: `${documentBaseName(file.name, 80)}.pdf`, contentType: 'application/pdf' };
}

/** The summary of a file for the audit: never its bytes. */
export const fileSummary = (file: { name: string; bytes: Buffer }) => ({ name: file.name, size: file.bytes.length, type: 'application/pdf' });

/**
 * Attaches a PDF to one of the NIP's own history entries (upload-dok-rw, protocol 4 flow 2),
 * sent by the server with both tokens; audited; the section re-read afterwards.
 */
export async function uploadRecordDocument({ db, user, nip, input, file }: { db: Database; user: SessionUser; nip: string; input: UploadDocumentInput; file: UploadedFile }) {
  assertMayEdit(user, nip);
  const pdf = await pdfOf(file);
  await readDataUtama({ nip, actor: user.id });
  await ownRow({ nip, kind: input.kind, actor: user.id, id: input.id_riwayat });
  const info = RECORD_KIND_INFO[input.kind];
  const fields = { id_riwayat: input.id_riwayat, id_ref_dokumen: input.id_ref_dokumen ?? info.document.id };
  const entry = { db, userId: user.id, nip, type: 'dokumen', service: input.kind, action: 'upload', riwayatId: input.id_riwayat, request: { ...fields, file: fileSummary(pdf) } } as const;
  const answer = await audited(entry, () => getSiasnGateway().upload('/upload-dok-rw', { file: pdf, fields }, { actor: user.id }));
  await forgetSections(nip, [info.section]);
  const dokumen = z.object({ dok_id: z.coerce.string(), dok_nama: z.string(), dok_uri: z.string() }).partial().safeParse(answer.data);
  return { message: answer.message, dokumen: dokumen.success ? dokumen.data : null };
}

/** Every document reference (`dok_uri`, `object`) anywhere in a record's data. */
export function documentPaths(value: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (depth > 8 || value === null || typeof value !== 'object') return found;
  for (const [key, inner] of Object.entries(value)) {
    if ((key === 'dok_uri' || key === 'object') && typeof inner === 'string' && inner !== '') found.add(inner);
    else documentPaths(inner, found, depth + 1);
  }
  return found;
}

export const DownloadQuery = z.object({ filePath: z.string().min(1, 'filePath wajib diisi').max(500), nip: z.string().optional() });

export function assertDocumentPath(filePath: string): void {
  if (/[\u0000-\u001f]/.test(filePath)) throw badRequest('filePath tidak valid');
}

/** 404 unless the path is a document of this record: nobody downloads another person's file by its name. */
export function assertDocumentOf(paths: Set<string>, filePath: string): void {
  if (!paths.has(filePath)) throw notFound('Dokumen ini tidak ada pada data SIASN tersebut');
}
