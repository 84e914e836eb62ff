import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DbHandle } from '@/server/db';
import * as schema from '@/server/db/schema';

export interface Statement {
  sql: string;
  params: unknown[];
}

// A tiny test table would be sequentially scanned anyway, so plans are taken with sequential scans
// and sorts priced out: a Sort or a Seq Scan still there means no index serves that filter and order.
export const NO_SCAN_NO_SORT = ['enable_seqscan = off', 'enable_sort = off'];

/** EXPLAIN of one statement with the given planner settings, in a transaction of its own. */
export async function planOf(handle: DbHandle, statement: Statement, settings: string[]): Promise<string> {
  const client: unknown = Reflect.get(handle.db, '$client');
  const setAll = settings.map((s) => `set local ${s}`).join('; ');
  const lines = (rows: Record<string, unknown>[]) => rows.map((r) => String(r['QUERY PLAN'])).join('\n');
  if (client instanceof PGlite) {
    return client.transaction(async (tx) => {
      await tx.exec(setAll);
      return lines((await tx.query<Record<string, unknown>>(`explain ${statement.sql}`, statement.params)).rows);
    });
  }
  if (!(client instanceof pg.Pool)) throw new Error('planOf: unknown database client');
  const conn = await client.connect();
  try {
    await conn.query('begin');
    await conn.query(setAll);
    return lines((await conn.query(`explain ${statement.sql}`, statement.params)).rows);
  } finally {
    await conn.query('rollback');
    conn.release();
  }
}

/** A second drizzle handle on the test database's own client, whose logger sees every statement. */
export function loggingDb(handle: DbHandle, logQuery: (query: string, params: unknown[]) => void): Database {
  const logger = { logQuery };
  const client: unknown = Reflect.get(handle.db, '$client');
  if (client instanceof PGlite) return drizzlePglite(client, { schema, logger });
  if (client instanceof pg.Pool) return drizzlePg(client, { schema, logger });
  throw new Error('loggingDb: unknown database client');
}

/** Runs `work` on a drizzle handle that records the statements it sends. */
export async function statementsOf(handle: DbHandle, work: (db: Database) => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  await work(loggingDb(handle, (query, params) => void statements.push({ sql: query, params })));
  return statements;
}
