import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DbHandle } from '@/server/db/client';
import * as schema from '@/server/db/schema';

export interface CountingDb {
  /** The same database and connection(s), with every statement recorded. */
  db: Database;
  statements: string[];
  reset(): void;
}

/**
 * A second drizzle handle on the test database's own client whose logger records each SQL
 * statement: services called with it can be asserted to run a fixed number of queries.
 */
export function countingDb(handle: DbHandle): CountingDb {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client: unknown = Reflect.get(handle.db, '$client');
  let db: Database;
  if (client instanceof PGlite) db = drizzlePglite(client, { schema, logger });
  else if (client instanceof pg.Pool) db = drizzlePg(client, { schema, logger });
  else throw new Error('countingDb: unknown database client');
  return { db, statements, reset: () => void statements.splice(0) };
}
