import { z } from 'zod';
import { noNul } from './no-nul';
import { ID_DIGITS, MAX_ID, pageFields } from './query-params';

export { booleanParam, csv } from './query-params';

/**
 * A row id: a JSON number, or digits in a URL (no `1e3`, no sign, no fraction), within
 * PostgreSQL's integer; anything else is a 400, never a database error.
 */
export const idParam = z
  .union([z.number(), z.string().regex(ID_DIGITS).transform(Number)])
  .pipe(z.number().int().positive().max(MAX_ID));

export const PageQuery = z.object(pageFields);

/** Markdown typed by people; the server sanitizes the rendered HTML before storing it. */
export const markdownText = z.string().check(noNul()).trim().min(1).max(20_000);

export interface Paginated<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
  /** The count stopped at `total`: more rows match (ticket lists count up to 10,000). */
  total_capped?: true;
}

export interface UserSummary {
  id: number;
  name: string | null;
  username: string;
  image: string | null;
  current_role: 'admin' | 'agent' | 'user';
}
