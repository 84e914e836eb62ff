import { z } from 'zod';
import { NIP_PATTERN } from '@/utils/catalogue/personnel-sections';
import { pageFields } from '@/utils/schemas/query-params';

// The query parameters of the admin log routes (docs/personnel-writes.md section 5). Closed sets
// are enums, so an unknown value is a 400 rather than an empty page.
export const SIASN_WRITE_TYPES = ['riwayat', 'dokumen', 'biodata', 'usulan'] as const;
export const SIASN_WRITE_ACTIONS = ['create', 'update', 'delete', 'upload', 'submit'] as const;
export const SIASN_CALL_OUTCOMES = ['ok', 'empty', 'rejected', 'error', 'timeout', 'unauthorized'] as const;
export const SIASN_CALL_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/** `YYYY-MM`, a month of Asia/Jakarta time. */
export const monthParam = z.string().regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, 'Bulan harus berformat YYYY-MM');

export const SiasnWriteLogQuerySchema = z.object({
  ...pageFields,
  type: z.enum(SIASN_WRITE_TYPES).optional(),
  // A record kind, `biodata` or a proposal's jenis: slugs, compared exactly.
  service: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Layanan tidak dikenal').optional(),
  nip: z.string().regex(NIP_PATTERN, 'NIP harus 18 angka').optional(),
  action: z.enum(SIASN_WRITE_ACTIONS).optional(),
  month: monthParam.optional(),
});

export const SiasnWriteMonthlyQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

export const SiasnCallLogQuerySchema = z.object({
  ...pageFields,
  outcome: z.enum(SIASN_CALL_OUTCOMES).optional(),
  method: z.enum(SIASN_CALL_METHODS).optional(),
  month: monthParam.optional(),
});

export type SiasnWriteLogQuery = z.output<typeof SiasnWriteLogQuerySchema>;
export type SiasnCallLogQuery = z.output<typeof SiasnCallLogQuerySchema>;
