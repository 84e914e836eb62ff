import type { BankCallLogQuery } from '@/utils/schemas/bank';

// The bank call log's query keys, beside the finance area's (hooks/finance/keys.ts).
export const bankLogKeys = {
  all: ['bank-logs'] as const,
  calls: (filters: BankCallLogQuery) => [...bankLogKeys.all, 'calls', filters] as const,
};
