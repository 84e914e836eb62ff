import { casnText } from '@/locales/id/casn';
import { AppError, notFound } from '@/server/http/errors';
import { typedDocument, type DownloadedDocument } from '@/server/siasn/writes/download';
import type { Paginated } from '@/utils/schemas/common';
import { VendorPublicationRowSchema, VendorPublicationSchema, type CasnPublication, type CasnPublicationRow } from '@/utils/schemas/casn';
import { withQuery } from '@/utils/query';
import { cachedCasn, casnGateway } from './casn-gateway';
import { sanitizeVendorHtml } from './sanitize-vendor-html';

/** Larger than any announcement's PDF; a bigger answer is the vendor's fault (CASN_ERROR). */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/** `GET /web/publikasi-casn`: a page of the vendor's publications, newest first. */
export async function listPublications({ page, limit }: { page: number; limit: number }): Promise<Paginated<CasnPublicationRow>> {
  const { rows, count } = await cachedCasn(`publikasi:${page}:${limit}`, () => casnGateway().getPage(withQuery('/vendor/casn/publikasi', { page, limit }), VendorPublicationRowSchema));
  return { data: rows, total: count, page, limit };
}

/** `GET /web/publikasi-casn/{id}`: the publication with its HTML sanitized here (kept sanitized in the cache); 404 when unknown. */
export async function readPublication({ id }: { id: number }): Promise<CasnPublication> {
  const publication = await cachedCasn(`publikasi:${id}`, async () => {
    const found = await casnGateway().get(`/vendor/casn/publikasi/${id}`, VendorPublicationSchema);
    if (!found) return null;
    const lampiran = found.lampiran && { ...found.lampiran, url: `/helpdesk/api/web/publikasi-casn/${id}/lampiran` };
    return { id: found.id, judul: found.judul, tanggal: found.tanggal, isi_html: sanitizeVendorHtml(found.isi_html), lampiran };
  });
  if (!publication) throw notFound(casnText.notFound);
  return publication;
}

/**
 * `GET /web/publikasi-casn/{id}/lampiran`: the attachment of a publication the vendor lists (not
 * cached: files stay out of the read cache). Its type is read from its bytes: a PDF is a PDF,
 * anything else is saved as octet-stream, never rendered.
 */
export async function downloadAttachment({ id }: { id: number }): Promise<DownloadedDocument> {
  const { lampiran } = await readPublication({ id });
  if (!lampiran) throw notFound(casnText.noAttachment);
  const file = await casnGateway().getFile(`/vendor/casn/publikasi/${id}/lampiran`);
  if (!file) throw notFound(casnText.noAttachment);
  if (file.bytes.length > MAX_ATTACHMENT_BYTES) throw new AppError('CASN_ERROR', 502);
  return typedDocument(file.bytes, lampiran.nama);
}
