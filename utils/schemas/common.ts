import { z } from 'zod';
import { noNul } from './no-nul';
import { pageFields } from './query-params';

export { booleanParam, csv } from './query-params';

export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

export const PageQuery = z.object(pageFields);

/** Markdown typed by people; the server sanitizes the rendered HTML before storing it. */
export const markdownText = z.string().check(noNul()).trim().min(1).max(20_000);

export interface Paginated<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

export interface UserSummary {
  id: number;
  name: string | null;
  username: string;
  image: string | null;
  current_role: 'admin' | 'agent' | 'user';
}
