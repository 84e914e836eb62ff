import { z } from 'zod';
import { badRequest } from '@/server/http/errors';
import { MAX_ID } from '@/utils/schemas/id-limits';
import { TICKET_SORTS, type TicketSort } from '@/utils/schemas/ticket-codes';
import { TICKET_SORT_KEYS, type CursorSide, type KeyValue, type SortKey } from './ticket-order';

/**
 * "The page after this one" (or "before this one") of a ticket list: the sort it belongs to, the
 * number and size of the page it comes from, and that page's last (or first) row: its sort keys
 * and id. Sent as base64url of JSON: opaque to clients, and checked here on the way back, since
 * anyone can write one.
 */
export interface TicketCursor {
  sort: TicketSort;
  page: number;
  limit: number;
  keys: KeyValue[];
  id: number;
  side: CursorSide;
}

/** The last page a cursor may lead to, as `page=` (utils/schemas/query-params.ts). */
const MAX_PAGE = 10_000;

const noNul = (s: string) => !s.includes('\u0000');
const Shape = z.strictObject({
  s: z.enum(TICKET_SORTS),
  p: z.number().int().min(1).max(MAX_PAGE),
  l: z.number().int().min(1).max(100),
  k: z.array(z.union([z.string().max(1000).refine(noNul), z.number().int().min(-32_768).max(32_767), z.null()])).max(2),
  i: z.number().int().positive().max(MAX_ID),
  /** Present on a "previous page" cursor. */
  b: z.optional(z.literal(1)),
});

// Exactly what `sortKeyValues` writes: to_char(... 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"').
const ISO_MICROS = /^([1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;

/** A real date and time (no 30 February), so that PostgreSQL's cast cannot fail. */
function isTimestamp(value: string): boolean {
  const millis = ISO_MICROS.exec(value)?.[1];
  if (!millis) return false;
  const date = new Date(`${millis}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString() === `${millis}Z`;
}

function fits(k: SortKey, value: KeyValue): boolean {
  if (value === null) return k.nullable === true;
  if (k.type === 'integer') return typeof value === 'number';
  return typeof value === 'string' && (k.type === 'text' || isTimestamp(value));
}

export function encodeTicketCursor(cursor: TicketCursor): string {
  const { sort: s, page: p, limit: l, keys: k, id: i, side } = cursor;
  return Buffer.from(JSON.stringify({ s, p, l, k, i, ...(side === 'before' && { b: 1 }) })).toString('base64url');
}

const invalid = () => badRequest('Penanda halaman tidak valid; buka lagi daftar dari halaman pertama', [{ path: 'cursor', message: 'Penanda halaman tidak valid' }]);

/** The cursor of a request for this sort and page size; a 400 for anything else. */
export function decodeTicketCursor(text: string, sort: TicketSort, limit: number): TicketCursor {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const parsed = Shape.safeParse(json);
  if (!parsed.success) throw invalid();
  const { s, p, l, k, i, b } = parsed.data;
  const keys = TICKET_SORT_KEYS[s];
  // Page 1 has nothing before it; no cursor leads past the last page.
  const leadsToAPage = b ? p > 1 : p < MAX_PAGE;
  if (!leadsToAPage || k.length !== keys.length || !keys.every((key, n) => fits(key, k[n]))) throw invalid();
  if (s !== sort || l !== limit) {
    throw badRequest('Penanda halaman berasal dari urutan atau ukuran halaman lain; buka lagi daftar dari halaman pertama', [{ path: 'cursor', message: 'Tidak cocok dengan urutan atau ukuran halaman' }]);
  }
  return { sort: s, page: p, limit: l, keys: k, id: i, side: b ? 'before' : 'after' };
}
