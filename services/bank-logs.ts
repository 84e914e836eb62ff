import { withQuery } from '@/utils/query';
import type { BankCallLogQuery, BankCallLogRow } from '@/utils/schemas/bank';
import type { LogPage } from '@/utils/schemas/siasn-logs';
import { api } from './api';

// The admin bank call log (docs/public-finance.md section 6).

export async function listBankCalls(filters: BankCallLogQuery): Promise<LogPage<BankCallLogRow>> {
  const { data } = await api.get<LogPage<BankCallLogRow>>(withQuery('/layanan-keuangan/logs', { ...filters }));
  return data;
}
