import { useMemo } from 'react';
import { useRouter } from 'next/router';
import type { PeriodQuery } from '@/services/personnel-admin';
import { toDayjs, type Dayjs } from '@/utils/format';
import { withQuery } from '@/utils/query';
import type { PeriodReader } from '@/utils/query/pipeline-periods';

/** The pipeline's period from the URL (its default when absent), and a change that writes it there: a reload keeps it. */
export function usePeriod(read: PeriodReader) {
  const router = useRouter();
  const period = useMemo(() => read(router.query, toDayjs(new Date()) as Dayjs), [read, router.query]);
  const setPeriod = (next: PeriodQuery) => void router.push(withQuery(router.pathname, next), undefined, { shallow: true });
  // Until the router has read the URL its query is empty: the list waits instead of asking for the default.
  return { period, setPeriod, ready: router.isReady };
}
