import { z } from 'zod';
import { limitOrAll } from './personnel-reports';
import { pageFields } from './query-params';

// Reconciliation routes (docs/personnel-admin.md section 7).
export const MFA_STATES = ['SUDAH', 'BELUM', 'TIDAK TERDATA'] as const;
export type MfaState = (typeof MFA_STATES)[number];

export const RekonSummaryQuerySchema = z.object({
  tahun: z.coerce.number().int('Tahun harus bilangan bulat').min(2000, 'Tahun paling awal 2000').max(2100, 'Tahun paling akhir 2100').optional(),
});

/** limit=-1 downloads the whole list (xlsx by default), like the employee report. */
export const RekonMfaQuerySchema = z.object({
  page: pageFields.page,
  limit: limitOrAll,
  opdId: z.string().trim().regex(/^[A-Za-z0-9-]{1,64}$/, 'ID unit tidak valid').optional(),
  status: z.enum(MFA_STATES).optional(),
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});
export type RekonMfaQuery = z.output<typeof RekonMfaQuerySchema>;

export interface RekonMfaRow {
  nip: string;
  nama: string;
  opdNama: string | null;
  unorNama: string | null;
  status: MfaState;
}

export interface RekonSummary {
  /** Employees per OPD by MFA state. */
  mfa: ({ opdId: string | null; opdNama: string } & Record<MfaState, number>)[];
  /** Promotions per synced KP period, newest first (at most 12). */
  kp: { periode: string; total: number }[];
  /** Dismissals per month of TMT pensiun, oldest first (at most 24). */
  pemberhentian: { bulan: string; total: number }[];
  ipAsn: { tahun: number; distribution: { kategori: string; total: number }[] };
}
