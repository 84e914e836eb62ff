import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getReadsPerReader, getReadsPerUnit, getUnusualReaders } from '@/services/access-reports';
import type { AccessRangeQuery, AccessReportQuery } from '@/utils/schemas/access-reports';

export const accessReportKeys = {
  all: ['access-reports'] as const,
  perReader: (query: AccessReportQuery) => [...accessReportKeys.all, 'reader', query] as const,
  perUnit: (query: AccessReportQuery) => [...accessReportKeys.all, 'unit', query] as const,
  unusual: (range: AccessRangeQuery) => [...accessReportKeys.all, 'unusual', range] as const,
};

export function useReadsPerReader(query: AccessReportQuery) {
  return useQuery({ queryKey: accessReportKeys.perReader(query), queryFn: () => getReadsPerReader(query), placeholderData: keepPreviousData });
}

export function useReadsPerUnit(query: AccessReportQuery) {
  return useQuery({ queryKey: accessReportKeys.perUnit(query), queryFn: () => getReadsPerUnit(query), placeholderData: keepPreviousData });
}

/** `enabled`: the dashboard asks only for admins. */
export function useUnusualReaders(range: AccessRangeQuery, enabled = true) {
  return useQuery({ queryKey: accessReportKeys.unusual(range), queryFn: () => getUnusualReaders(range), enabled });
}
