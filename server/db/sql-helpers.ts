import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';

export type Reader = Pick<Database, 'select'>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The user's %, _ and \ taken literally in a LIKE pattern. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** ILIKE pattern for "contains", with the user's % and _ taken literally. */
export const containing = (term: string) => `%${escapeLike(term)}%`;
export const startingWith = (term: string) => `${escapeLike(term)}%`;

/** `"table"."column"`: drizzle leaves select fields of a single-table query unqualified, which a subquery would misread. */
const qualified = (column: AnyPgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** Correlated `count(*)` of rows whose `column` equals `outer` (a column of the outer query). */
export function countOf(column: AnyPgColumn, outer: AnyPgColumn, extra?: SQL): SQL<number> {
  const where = sql`${qualified(column)} = ${qualified(outer)}${extra ? sql` and ${extra}` : sql``}`;
  return sql<number>`(select count(*) from ${column.table} where ${where})`.mapWith(Number);
}

/** The SQLSTATE of a database error, through drizzle's wrapper (DrizzleQueryError.cause). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth += 1) {
    const code: unknown = Reflect.get(e, 'code');
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
