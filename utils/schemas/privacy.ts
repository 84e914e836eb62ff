import { z } from 'zod';
import { READ_PURPOSE_KEYS } from '@/utils/catalogue/read-purposes';
import type { Role } from '@/utils/permissions/types';

/** One staff view of the person's own record (GET /siasn/ws/pns/riwayat-akses, docs/privacy.md). */
export interface PersonalDataReadView {
  id: number;
  at: string;
  reader: { id: number; name: string };
  /** The reader's role when they read. */
  reader_role: Role;
  /** The part shown: a personnel section key, `assessment`, `kesehatan-data`, `ip-asn`, `biodata`, `photo`, `dokumen`, `usulan` or `laporan`. */
  part: string;
  /** Where it was opened from; null for views recorded before sources were kept. */
  source: 'ticket' | 'search' | 'report' | null;
  /** The ticket it was opened from; `visible` when the person may open that ticket (a link). */
  ticket: { id: number; number: string; visible: boolean } | null;
  purpose: string | null;
  /** The report or export that included the person. */
  report: string | null;
}

/** POST /siasn/ws/admin/{nip}/keperluan: the purpose of reading that record, for this session. */
export const ReadPurposeInput = z
  .object({
    reason: z.enum(READ_PURPOSE_KEYS, 'Pilih keperluan'),
    note: z.string().trim().max(200, 'Keperluan paling banyak 200 karakter').optional(),
  })
  .refine((input) => input.reason !== 'lainnya' || (input.note ?? '').length >= 3, { path: ['note'], message: 'Tuliskan keperluan Anda (minimal 3 karakter)' });

export type ReadPurposeInput = z.infer<typeof ReadPurposeInput>;
