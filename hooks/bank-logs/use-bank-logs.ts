import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bankLogKeys } from './keys';
import { listBankCalls } from '@/services/bank-logs';
import type { BankCallLogQuery } from '@/utils/schemas/bank';

/** A page of the bank call log; the previous page stays while the next loads. */
export function useBankCallLog(filters: BankCallLogQuery) {
  return useQuery({ queryKey: bankLogKeys.calls(filters), queryFn: () => listBankCalls(filters), placeholderData: keepPreviousData });
}
