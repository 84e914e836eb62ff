import { createHash } from 'node:crypto';
import type { Pool } from 'pg';

// The hottest reads (the ticket list's page, the ticket detail) are large statements that
// PostgreSQL parsed and planned on every request: ~1.2-1.4 ms of planning each, a third of their
// database time. Sent as named statements they are parsed once per connection and, after a few
// runs, PostgreSQL keeps a generic plan: measured on the 100k data set, the detail's backend CPU
// fell from 4.3-5.7 to 1.5-1.9 ms per request and the list page's from 3.3-3.7 to 2.0-2.6 ms
// (docs/performance.md, "Named statements"). PGlite and transactions keep drizzle's own path.

// The pool rides on the database object under a registered symbol, not in a module's map: Next
// may bundle this module into several route chunks, each with its own module state (the same
// reason server/db/index.ts keeps the handle on globalThis).
const POOL = Symbol.for('helpdesk.namedStatementsPool');
type WithPool = { [POOL]?: Pool };

/** A PostgreSQL database registers its pool: `selectNamed` on it sends named statements. */
export function useNamedStatements(db: object, pool: Pool): void {
  Object.defineProperty(db, POOL, { value: pool });
}

/**
 * Distinct statement texts named per process, so at most this many prepared statements live on
 * each database connection (the list's text changes with the filters present, never with their
 * values); past it a new text goes unnamed.
 */
export const MAX_NAMED_STATEMENTS = 200;
const NAMES = Symbol.for('helpdesk.namedStatementNames');
const names: Map<string, string> = ((globalThis as { [NAMES]?: Map<string, string> })[NAMES] ??= new Map());

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
    name = `h_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** A drizzle select, not yet run. */
export interface BuiltSelect<T> extends PromiseLike<T[]> {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * Runs a select whose fields are all SQL expressions (no column decoders; `fields` in the
 * select's order) as a named statement where the database registered its pool, else as drizzle
 * runs it. The statement's text must hold no request data (values are parameters, as drizzle
 * writes them): the name is the text's hash.
 */
export async function selectNamed<T extends Record<string, unknown>>(db: object, query: BuiltSelect<T>, fields: readonly (keyof T & string)[]): Promise<T[]> {
  const pool = (db as WithPool)[POOL];
  if (!pool) return query;
  const { sql: text, params } = query.toSQL();
  const { rows } = await pool.query<unknown[]>({ name: nameOf(text), text, values: params, rowMode: 'array' });
  return rows.map((row) => Object.fromEntries(fields.map((field, i) => [field, row[i]])) as T);
}
