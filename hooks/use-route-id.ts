import { useRouter } from 'next/router';
import { ID_DIGITS } from '@/utils/schemas/id-limits';

/** A row id from the URL's `[id]` segment: undefined while the router reads it, null when it is not an id. */
export function useRouteId(): number | null | undefined {
  const { query, isReady } = useRouter();
  if (!isReady) return undefined;
  return typeof query.id === 'string' && ID_DIGITS.test(query.id) ? Number(query.id) : null;
}
