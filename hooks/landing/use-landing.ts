import { useQuery } from '@tanstack/react-query';
import { landingKeys } from '@/hooks/query-keys';
import { getLanding } from '@/services/landing';

/** The sign-in page's landing; the server keeps it five minutes, so the browser need not ask again sooner. */
export function useLanding() {
  return useQuery({ queryKey: landingKeys.all, queryFn: getLanding, staleTime: 5 * 60_000 });
}
