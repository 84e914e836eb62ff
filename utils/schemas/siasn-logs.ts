import { z } from 'zod';
import { NIP_PATTERN } from '../catalogue/personnel-sections';
import { pageFields } from './query-params';

// The admin log routes (docs/personnel-writes.md section 5): their query parameters, which the
// screens' filters are too, and the answers they give. Closed sets are enums, so an unknown value
// is a 400 rather than an empty page. Times in answers are ISO strings (UTC).
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

export type SiasnWriteType = (typeof SIASN_WRITE_TYPES)[number];
export type SiasnWriteAction = (typeof SIASN_WRITE_ACTIONS)[number];
export type SiasnWriteOutcome = 'ok' | 'rejected' | 'error' | 'timeout';
export type SiasnCallOutcome = (typeof SIASN_CALL_OUTCOMES)[number];

export interface LogUser {
  id: number;
  name: string | null;
  username: string;
}

export interface LogPage<T> {
  rows: T[];
  total: number;
  page: number;
  limit: number;
}

/** One write sent to SIASN (siasn_writes with the acting user's name). */
export interface SiasnWriteLogRow {
  id: number;
  at: string;
  nip: string;
  type: SiasnWriteType;
  service: string;
  action: SiasnWriteAction;
  riwayat_id: string | null;
  /** A summary of what was sent: never file bytes or tokens. */
  request: unknown;
  outcome: SiasnWriteOutcome;
  gateway_message: string | null;
  duration_ms: number;
  user: LogUser | null;
}

/** One HTTP call to SIASN (siasn_calls) with the name of the user it was made for. */
export interface SiasnCallLogRow {
  id: number;
  at: string;
  method: string;
  path: string;
  status: number | null;
  outcome: SiasnCallOutcome;
  duration_ms: number;
  error_code: string | null;
  user: LogUser | null;
}

export interface SiasnWriteMonthly {
  year: number;
  /** `month` is `YYYY-MM` in Asia/Jakarta; months without writes are left out. */
  months: { month: string; service: string; count: number }[];
}

/** What the portal knows of one SIASN token (GET /siasn/ws/token): times and the last refresh error, never the token. */
export interface SiasnTokenState {
  /** A token is held now (in this process's store or the shared Redis). */
  held: boolean;
  issuedAt: string | null;
  expiresAt: string | null;
  lastRefreshAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
}

export interface SiasnTokenStates {
  wso2: SiasnTokenState;
  sso: SiasnTokenState;
}
