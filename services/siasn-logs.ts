import { withQuery } from '@/utils/query';
import type {
  LogPage,
  SiasnCallLogQuery,
  SiasnCallLogRow,
  SiasnTokenStates,
  SiasnWriteLogQuery,
  SiasnWriteLogRow,
  SiasnWriteMonthly,
} from '@/utils/schemas/siasn-logs';
import { api } from './api';

// The admin log routes (docs/personnel-writes.md section 5); their types in utils/schemas/siasn-logs.ts.

export async function listSiasnWrites(filters: SiasnWriteLogQuery): Promise<LogPage<SiasnWriteLogRow>> {
  const { data } = await api.get<LogPage<SiasnWriteLogRow>>(withQuery('/logs/siasn-writes', { ...filters }));
  return data;
}

export async function getSiasnWriteMonthly(year: number): Promise<SiasnWriteMonthly> {
  const { data } = await api.get<SiasnWriteMonthly>(withQuery('/logs/siasn-writes/monthly', { year }));
  return data;
}

export async function listSiasnCalls(filters: SiasnCallLogQuery): Promise<LogPage<SiasnCallLogRow>> {
  const { data } = await api.get<LogPage<SiasnCallLogRow>>(withQuery('/logs/siasn-calls', { ...filters }));
  return data;
}

export async function getSiasnTokenStates(): Promise<SiasnTokenStates> {
  const { data } = await api.get<SiasnTokenStates>('/siasn/ws/token');
  return data;
}
