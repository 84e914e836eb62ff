import { z } from 'zod';
import { idParam, PageQuery } from './common';

// CASN publications and scores (docs/public-finance.md section 4): the vendor's shapes (validated
// on the way in) and the portal's answers.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (max: number) => z.string().max(max);

export const VendorPublicationRowSchema = z.object({ id: z.number().int().positive(), judul: text(500), tanggal: z.string().regex(DATE), ringkasan: text(2_000) });
export const VendorAttachmentSchema = z.object({ nama: text(200), ukuran: z.number().int().nonnegative(), mime: text(100) });
export const VendorPublicationSchema = z.object({
  id: z.number().int().positive(),
  judul: text(500),
  tanggal: z.string().regex(DATE),
  isi_html: text(500_000),
  lampiran: VendorAttachmentSchema.nullable(),
});
export const CasnColumnSchema = z.object({ key: z.string().regex(/^[a-z0-9_]{1,40}$/), label: text(100) });
export const CasnScoreSchema = z.object({
  id: z.number().int().positive(),
  judul: text(300),
  jenis: text(50),
  tanggal: z.string().regex(DATE),
  kolom: z.array(CasnColumnSchema).min(1).max(30),
  baris: z.array(z.record(z.string(), z.union([z.string().max(500), z.number(), z.null()]))).max(20_000),
});

export type CasnPublicationRow = z.infer<typeof VendorPublicationRowSchema>;
export type CasnColumn = z.infer<typeof CasnColumnSchema>;
export type CasnScore = z.infer<typeof CasnScoreSchema>;
export type CasnScoreRow = CasnScore['baris'][number];

export interface CasnAttachment {
  nama: string;
  ukuran: number;
  mime: string;
  /** Our download route (`/helpdesk/api/web/publikasi-casn/{id}/lampiran`). */
  url: string;
}

export interface CasnPublication {
  id: number;
  judul: string;
  tanggal: string;
  /** Sanitized on the server. */
  isi_html: string;
  lampiran: CasnAttachment | null;
}

export interface CasnScores {
  data: CasnScore[];
}

export const CasnListQuery = PageQuery;
export const CasnIdQuery = z.object({ id: idParam });
