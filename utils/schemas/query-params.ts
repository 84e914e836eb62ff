import * as z from 'zod/mini';
import { noNul } from './no-nul';

// Written with zod/mini (~8 kB gzip instead of ~35 kB for full zod): the browser parses URLs with
// these, and the server's full-zod objects embed the very same schemas (both share zod's core).

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

/** PostgreSQL's integer: ids beyond it are refused as input, not left to fail in SQL. */
export const MAX_ID = 2_147_483_647;
export const ID_DIGITS = /^[1-9]\d{0,9}$/;

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

/** page & limit of a paginated page's URL, for the browser. */
export const PageParams = z.object(pageFields);
