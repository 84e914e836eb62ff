import { withQuery } from '@/utils/query';
import { api } from './api';

// The admin log routes (docs/personnel-writes.md section 5). Times are ISO strings (UTC).

export type SiasnWriteType = 'riwayat' | 'dokumen' | 'biodata' | 'usulan';
export type SiasnWriteAction = 'create' | 'update' | 'delete' | 'upload' | 'submit';
export type SiasnWriteOutcome = 'ok' | 'rejected' | 'error' | 'timeout';
export type SiasnCallOutcome = 'ok' | 'empty' | 'rejected' | 'error' | 'timeout' | 'unauthorized';
export type SiasnCallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const SIASN_WRITE_TYPES: readonly SiasnWriteType[] = ['riwayat', 'dokumen', 'biodata', 'usulan'];
export const SIASN_WRITE_ACTIONS: readonly SiasnWriteAction[] = ['create', 'update', 'delete', 'upload', 'submit'];
export const SIASN_CALL_OUTCOMES: readonly SiasnCallOutcome[] = ['ok', 'empty', 'rejected', 'error', 'timeout', 'unauthorized'];
export const SIASN_CALL_METHODS: readonly SiasnCallMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

export interface LogUser {
  id: number;
  name: string | null;
  username: string;
}

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

export interface LogPage<T> {
  rows: T[];
  total: number;
  page: number;
  limit: number;
}

export interface SiasnWriteLogFilters {
  page: number;
  limit: number;
  type?: SiasnWriteType;
  service?: string;
  nip?: string;
  action?: SiasnWriteAction;
  /** `YYYY-MM`, Asia/Jakarta. */
  month?: string;
}

export interface SiasnCallLogFilters {
  page: number;
  limit: number;
  outcome?: SiasnCallOutcome;
  method?: SiasnCallMethod;
  month?: string;
}

export interface SiasnWriteMonthly {
  year: number;
  months: { month: string; service: string; count: number }[];
}

export interface SiasnTokenState {
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

export async function listSiasnWrites(filters: SiasnWriteLogFilters): Promise<LogPage<SiasnWriteLogRow>> {
  const { data } = await api.get<LogPage<SiasnWriteLogRow>>(withQuery('/logs/siasn-writes', { ...filters }));
  return data;
}

export async function getSiasnWriteMonthly(year: number): Promise<SiasnWriteMonthly> {
  const { data } = await api.get<SiasnWriteMonthly>(withQuery('/logs/siasn-writes/monthly', { year }));
  return data;
}

export async function listSiasnCalls(filters: SiasnCallLogFilters): Promise<LogPage<SiasnCallLogRow>> {
  const { data } = await api.get<LogPage<SiasnCallLogRow>>(withQuery('/logs/siasn-calls', { ...filters }));
  return data;
}

export async function getSiasnTokenStates(): Promise<SiasnTokenStates> {
  const { data } = await api.get<SiasnTokenStates>('/siasn/ws/token');
  return data;
}
