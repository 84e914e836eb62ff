import type { ParsedUrlQuery } from 'node:querystring';
import type { z } from 'zod';
import { DUE_FILTERS, TICKET_CURSOR, TICKET_SORTS } from '@/utils/schemas/ticket-codes';
import type { TicketListQuerySchema } from '@/utils/schemas/tickets';
import { ID_DIGITS, MAX_ID } from '@/utils/schemas/id-limits';

// The browser reads list URLs without zod (its core alone is ~22 kB gzip of every list page's
// first load, docs/performance.md). Each reader keeps exactly the rule of the API's schema in
// utils/schemas/query-params.ts and ticket-query.ts; tests/unit/url-params.test.ts checks both
// agree on generated input. A value that breaks its rule is dropped, never fatal.

type Raw = string | string[] | undefined;
const text = (raw: Raw): string | undefined => (Array.isArray(raw) ? raw.join(',') : raw);
const hasNul = (s: string) => s.includes('\u0000');

function int(raw: Raw, max: number, fallback: number): number {
  const s = text(raw);
  if (s === undefined) return fallback;
  const n = Number(s);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

function csv<T>(raw: Raw, item: (s: string) => T | undefined): T[] | undefined {
  const s = text(raw);
  if (!s || s.length > 2000 || hasNul(s)) return undefined;
  const parts = s.split(',').map((v) => v.trim()).filter(Boolean);
  if (parts.length > 50) return undefined;
  const items = parts.map(item);
  return items.every((i) => i !== undefined) ? (items as T[]) : undefined;
}

const code = (s: string) => (s.length <= 40 ? s : undefined);
const id = (s: string) => (ID_DIGITS.test(s) && Number(s) <= MAX_ID ? Number(s) : undefined);
const bool = (raw: Raw) => (text(raw) === 'true' ? true : text(raw) === 'false' ? false : undefined);
const oneOf = <T extends string>(values: readonly T[], raw: Raw): T | undefined => values.find((v) => v === text(raw));

function search(raw: Raw): string | undefined {
  const s = text(raw);
  if (!s || hasNul(s)) return undefined;
  const trimmed = s.trim();
  return trimmed.length <= 200 ? trimmed : undefined;
}

/** page (1-10,000, default 1) and limit (1-100, default 20) of a paginated page's URL. */
export function readPageParams(query: ParsedUrlQuery): { page: number; limit: number } {
  return { page: int(query.page, 10_000, 1), limit: int(query.limit, 100, 20) };
}

/** The API's own type of the list query (a type only: no zod reaches the browser). */
export type TicketListUrlFilters = z.output<typeof TicketListQuerySchema>;

/** The ticket list's filters from its URL (arrays comma-joined); what the API would refuse is left out. */
export function readTicketListParams(query: ParsedUrlQuery): TicketListUrlFilters {
  const found: Omit<TicketListUrlFilters, 'page' | 'limit' | 'sort'> = {
    status: csv(query.status, code),
    priority: csv(query.priority, code),
    category: csv(query.category, id),
    sub_category: csv(query.sub_category, id),
    assignee: csv(query.assignee, id),
    unassigned: bool(query.unassigned),
    requester: csv(query.requester, id),
    published: bool(query.published),
    pinned: bool(query.pinned),
    scope: oneOf(['mine', 'assigned'] as const, query.scope),
    due: oneOf(DUE_FILTERS, query.due),
    waiting: bool(query.waiting),
    search: search(query.search),
    cursor: TICKET_CURSOR.test(text(query.cursor) ?? '') ? text(query.cursor) : undefined,
  };
  const present = Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined));
  return { ...readPageParams(query), ...present, sort: oneOf(TICKET_SORTS, query.sort) ?? 'newest' };
}
