import { and, isNull, or, sql, type SQL } from 'drizzle-orm';
import { priorities, tickets } from '@/server/db/schema';
import type { TicketSort } from '@/utils/schemas/ticket-codes';

/** How a sort key travels in a cursor: ISO text with microseconds, text, or a small integer. */
export type SortKeyType = 'timestamptz' | 'text' | 'integer';

export interface SortKey {
  expr: SQL;
  dir: 'asc' | 'desc';
  type: SortKeyType;
  /** Sorted `nulls last` in either direction (a ticket without a priority). */
  nullable?: boolean;
}

const key = (expr: SQL, dir: SortKey['dir'], type: SortKeyType, nullable = false): SortKey => ({ expr, dir, type, nullable });
const createdAt = (dir: SortKey['dir']) => key(sql`${tickets.createdAt}`, dir, 'timestamptz');
const prioritySort = sql`(select ${priorities.sortOrder} from ${priorities} where ${priorities.code} = ${tickets.priorityCode})`;

// Each order but the priority ones matches an index scanned forwards or backwards
// (tickets_created_idx, tickets_updated_idx, tickets_title_sort_idx, tickets_status_created_idx),
// so a page stops after `offset + limit` entries, and a cursor's row comparison is that index's
// bound; a reverse order is the whole order reversed, ties included. `priority` sorts the
// filtered rows (see docs/performance.md). The id, last, breaks every tie.
export const TICKET_SORT_KEYS: Record<TicketSort, SortKey[]> = {
  newest: [createdAt('desc')],
  oldest: [createdAt('asc')],
  updated: [key(sql`${tickets.updatedAt}`, 'desc', 'timestamptz')],
  updated_asc: [key(sql`${tickets.updatedAt}`, 'asc', 'timestamptz')],
  title_asc: [key(sql`lower(${tickets.title})`, 'asc', 'text')],
  title_desc: [key(sql`lower(${tickets.title})`, 'desc', 'text')],
  status_asc: [key(sql`${tickets.statusCode}`, 'asc', 'text'), createdAt('asc')],
  status_desc: [key(sql`${tickets.statusCode}`, 'desc', 'text'), createdAt('desc')],
  priority: [key(prioritySort, 'desc', 'integer', true), createdAt('desc')],
  priority_asc: [key(prioritySort, 'asc', 'integer', true), createdAt('desc')],
};

/** The id's direction: that of the last key, so a reverse order reverses the ties too. */
const idDirection = (keys: SortKey[]) => keys[keys.length - 1].dir;

const flip = (dir: SortKey['dir']) => (dir === 'asc' ? 'desc' : 'asc');

/** A key's `order by` term; reversed, every direction flips and nulls come first. */
const orderOf = (k: SortKey, reversed: boolean) =>
  sql`${k.expr} ${sql.raw(reversed ? flip(k.dir) : k.dir)}${sql.raw(k.nullable ? (reversed ? ' nulls first' : ' nulls last') : '')}`;

/** The `order by` of a sort, the id last; `reversed` walks it from the other end (the page before a row). */
export function ticketOrderBy(sort: TicketSort, reversed = false): SQL[] {
  const keys = TICKET_SORT_KEYS[sort];
  const id = idDirection(keys);
  return [...keys.map((k) => orderOf(k, reversed)), sql`${tickets.id} ${sql.raw(reversed ? flip(id) : id)}`];
}

/** A key as the cursor carries it: timestamps as UTC ISO text with microseconds (a JS Date has milliseconds only). */
const keyText = (k: SortKey) =>
  k.type === 'timestamptz' ? sql`to_char(${k.expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : k.expr;

/** `json_build_array(key..., id)` of the current row: what a cursor after it needs. */
export function sortKeyValues(sort: TicketSort): SQL {
  return sql`json_build_array(${sql.join([...TICKET_SORT_KEYS[sort].map(keyText), sql`${tickets.id}`], sql`, `)})`;
}

export type KeyValue = string | number | null;

const valueOf = (k: SortKey, value: KeyValue) => sql`${value}::${sql.raw(k.type)}`;

/** Which side of a cursor's row a page lies on, in the sort's order. */
export type CursorSide = 'after' | 'before';

/**
 * The rows after (or before) the row whose keys are `values` (and whose id is `id`), in the
 * sort's order. Keys of one direction that are never null are one row comparison, which
 * PostgreSQL uses as the bound of the order's index walk (forwards or backwards); the priority
 * orders (mixed directions, nulls last) spell it out key by key, as they sort the filtered rows
 * anyway.
 */
export function rowsPast(sort: TicketSort, values: KeyValue[], id: number, side: CursorSide = 'after'): SQL {
  const keys = TICKET_SORT_KEYS[sort];
  const all: SortKey[] = [...keys, key(sql`${tickets.id}`, idDirection(keys), 'integer')];
  const given = [...values, id];
  if (all.every((k) => k.dir === all[0].dir && !k.nullable)) {
    const op = sql.raw(comparison(all[0].dir, side));
    return sql`(${sql.join(all.map((k) => k.expr), sql`, `)}) ${op} (${sql.join(all.map((k, i) => valueOf(k, given[i])), sql`, `)})`;
  }
  const branches = all.map((k, i) => {
    const same = all.slice(0, i).map((earlier, j) => (given[j] === null ? isNull(earlier.expr) : sql`${earlier.expr} = ${valueOf(earlier, given[j])}`));
    return and(...same, beyond(k, given[i], side));
  });
  return sql`(${or(...branches)})`;
}

/** `>` for the rows after a value in ascending order (and before it in descending order), else `<`. */
const comparison = (dir: SortKey['dir'], side: CursorSide) => ((dir === 'asc') === (side === 'after') ? '>' : '<');

/**
 * Rows whose key `k` lies on `side` of `value`. Nulls are last: nothing comes after a null and
 * every value comes before it; a null comes after every value.
 */
function beyond(k: SortKey, value: KeyValue, side: CursorSide): SQL {
  if (value === null) return side === 'after' ? sql`false` : sql`${k.expr} is not null`;
  const past = sql`${k.expr} ${sql.raw(comparison(k.dir, side))} ${valueOf(k, value)}`;
  return k.nullable && side === 'after' ? sql`(${past} or ${k.expr} is null)` : past;
}
