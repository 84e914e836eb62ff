import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  getIpAsnReport,
  listEmployeeOpds,
  listEmployees,
  type EmployeeFilters,
  type IpAsnFilters,
  type PageQuery,
} from '@/services/personnel-reports';
import { useLiveJobs } from '@/hooks/realtime/use-live-events';
import { listJobs } from '@/services/personnel-admin';
import type { JobKind, StartedJobView } from '@/utils/schemas/personnel-admin';
import { jobKeys } from '@/hooks/personnel-admin/keys';
import { reportKeys } from './keys';

/** A page of the employee report; the previous page stays while the next loads. */
export function useEmployeeReport(query: EmployeeFilters & PageQuery) {
  return useQuery({ queryKey: reportKeys.employeeList(query), queryFn: () => listEmployees(query), placeholderData: keepPreviousData });
}

/** The OPD filter's options (they change only with an employee sync). */
export function useEmployeeOpds() {
  return useQuery({ queryKey: reportKeys.opds(), queryFn: listEmployeeOpds, staleTime: 5 * 60_000 });
}

export function useIpAsnReport(query: IpAsnFilters & PageQuery, enabled = true) {
  return useQuery({ queryKey: reportKeys.ipAsnList(query), queryFn: () => getIpAsnReport(query), placeholderData: keepPreviousData, enabled });
}

/** Starts (or joins) a report's sync job; the jobs page sees it too. */
export function useStartSync(start: () => Promise<StartedJobView>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => start(), onSuccess: () => client.invalidateQueries({ queryKey: jobKeys.lists() }) });
}

/** Everything under `key` read again (after a sync ended). */
export function useRefresh(key: QueryKey) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key });
}

/** The newest job of a kind (a sync that is running when the page opens, or how the last one ended), refetched whenever a job changes. */
export function useLatestJob(kind: JobKind, enabled: boolean) {
  useLiveJobs();
  const query = { kind, page: 1, limit: 1 };
  return useQuery({ queryKey: jobKeys.list(query), queryFn: () => listJobs(query), select: (page) => page.data[0] ?? null, enabled });
}
