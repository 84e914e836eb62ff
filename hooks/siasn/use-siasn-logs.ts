import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { siasnLogKeys } from '@/hooks/query-keys';
import { getSiasnTokenStates, getSiasnWriteMonthly, listSiasnCalls, listSiasnWrites } from '@/services/siasn-logs';
import type { SiasnCallLogQuery, SiasnWriteLogQuery } from '@/utils/schemas/siasn-logs';

/** A page of the SIASN write log; the previous page stays while the next loads. */
export function useSiasnWriteLog(filters: SiasnWriteLogQuery) {
  return useQuery({ queryKey: siasnLogKeys.writes(filters), queryFn: () => listSiasnWrites(filters), placeholderData: keepPreviousData });
}

export function useSiasnWriteMonthly(year: number) {
  return useQuery({ queryKey: siasnLogKeys.monthly(year), queryFn: () => getSiasnWriteMonthly(year), placeholderData: keepPreviousData });
}

export function useSiasnCallLog(filters: SiasnCallLogQuery) {
  return useQuery({ queryKey: siasnLogKeys.calls(filters), queryFn: () => listSiasnCalls(filters), placeholderData: keepPreviousData });
}

/** The gateway's token times; refreshed every minute while the card is shown. */
export function useSiasnTokenStates(enabled = true) {
  return useQuery({ queryKey: siasnLogKeys.token(), queryFn: getSiasnTokenStates, enabled, refetchInterval: 60_000 });
}
