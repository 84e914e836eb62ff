import { z } from 'zod';

/** Comma-joined list in a query string (spec section 5) -> array of validated items. */
export function csv<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .string()
    .max(2000)
    .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
    .pipe(z.array(item).max(50));
}

export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Markdown typed by people; the server sanitizes the rendered HTML before storing it. */
export const markdownText = z.string().trim().min(1).max(20_000);

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
