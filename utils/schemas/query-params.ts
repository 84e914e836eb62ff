import * as z from 'zod/mini';
import { noNul } from './no-nul';
import { ID_DIGITS, MAX_ID } from './id-limits';

// zod/mini pieces the server's full-zod schemas embed (both share zod's core). The browser reads
// the same URLs without zod (utils/query/url-params.ts); tests/unit/url-params.test.ts holds the
// two to one rule.

/** Comma-joined list in a query string (spec section 5) -> array of validated items. */
export function csv<T extends z.core.$ZodType<unknown, string>>(item: T) {
  return z.pipe(
    z.pipe(
      z.string().check(z.maxLength(2000), noNul()),
      z.transform((s: string) => s.split(',').map((v) => v.trim()).filter(Boolean)),
    ),
    z.array(item).check(z.maxLength(50)),
  );
}

export { ID_DIGITS, MAX_ID } from './id-limits';

/** An id written in a URL (list filters): digits only, within MAX_ID. */
export const idText = z.pipe(
  z.string().check(z.regex(ID_DIGITS), z.refine((s: string) => Number(s) <= MAX_ID)),
  z.transform(Number),
);

export const booleanParam = z.pipe(z.enum(['true', 'false']), z.transform((v: 'true' | 'false') => v === 'true'));

export const pageFields = {
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
};
