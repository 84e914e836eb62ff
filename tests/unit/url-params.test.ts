import type { ParsedUrlQuery } from 'node:querystring';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { readPageParams, readTicketListParams } from '@/utils/query/url-params';
import { PageQuery } from '@/utils/schemas/common';
import { TicketListQuerySchema } from '@/utils/schemas/tickets';

// The browser's zod-free URL readers must keep exactly the API's rule. The reference is the API's
// own schema applied key by key (a refused value is dropped, as the browser does).
function byApiSchema<S extends z.ZodObject>(schema: S, query: ParsedUrlQuery): z.output<S> {
  const valid: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = query[key];
    const value = Array.isArray(raw) ? raw.join(',') : raw;
    if (value !== undefined && value !== '' && (field as z.ZodType).safeParse(value).success) valid[key] = value;
  }
  return schema.parse(valid);
}

const TOKENS = [
  '', ' ', ',', ' , ', '\u0000', 'true', 'false', 'TRUE', 'mine', 'assigned', 'overdue', 'soon', 'newest', 'priority_asc', 'title_desc',
  'DIAJUKAN', 'SELESAI', '0', '1', '7', '01', ' 5 ', '5.0', '1e3', '-3', '100', '101', '10000', '10001', '2147483647', '2147483648',
  '99999999999', 'x'.repeat(41), 'a'.repeat(201), 'Infinity', 'NaN', '__proto__', 'constructor',
  // cursors: base64url, or not
  'eyJzIjoibmV3ZXN0In0', 'a_b-C9', 'a+b/c=', 'a b', 'A'.repeat(1000), 'A'.repeat(1001),
];
const token = fc.oneof(fc.constantFrom(...TOKENS), fc.string({ maxLength: 6, unit: 'binary' }));
const value = fc.oneof(
  token,
  fc.array(token, { maxLength: 4 }).map((parts) => parts.join(',')),
  fc.array(fc.constantFrom('1', '2', ' 3', '4 '), { minLength: 49, maxLength: 52 }).map((parts) => parts.join(',')),
  fc.array(token, { minLength: 1, maxLength: 3 }),
);
const KEYS = ['page', 'limit', ...Object.keys(TicketListQuerySchema.shape), 'other'];
const query = fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 8 }) as fc.Arbitrary<ParsedUrlQuery>;

describe('URL readers of the browser keep the API schema rule', () => {
  it('reads the ticket list filters as TicketListQuerySchema would', () => {
    fc.assert(fc.property(query, (q) => {
      expect(readTicketListParams(q)).toEqual(byApiSchema(TicketListQuerySchema, q));
    }), { numRuns: 3000 });
  });

  it('reads page and limit as PageQuery would', () => {
    fc.assert(fc.property(query, (q) => {
      expect(readPageParams(q)).toEqual(byApiSchema(PageQuery, q));
    }), { numRuns: 1000 });
  });

  it('keeps a shared filter URL and drops only what is refused', () => {
    const q = { status: 'DIAJUKAN,SELESAI', category: '3,x', unassigned: 'true', due: 'soon', search: '  cuti ', page: '2', sort: 'bogus' };
    expect(readTicketListParams(q)).toEqual({ page: 2, limit: 20, status: ['DIAJUKAN', 'SELESAI'], unassigned: true, due: 'soon', search: 'cuti', sort: 'newest' });
  });
});
