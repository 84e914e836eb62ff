import { ID_DIGITS } from '@/utils/schemas/id-limits';

/** An episode id from the URL: undefined while the router reads it, null when it is not an id. */
export const routeId = (ready: boolean, value: unknown): number | null | undefined =>
  !ready ? undefined : typeof value === 'string' && ID_DIGITS.test(value) ? Number(value) : null;
