import type { Database, DbHandle } from '@/server/db/client';
import { loggingDb } from './query-plan';

export interface CountingDb {
  /** The same database and connection(s), with every statement recorded. */
  db: Database;
  statements: string[];
  reset(): void;
}

/**
 * A drizzle handle on the test database's own client that records each SQL statement: services
 * called with it can be asserted to run a fixed number of queries.
 */
export function countingDb(handle: DbHandle): CountingDb {
  const statements: string[] = [];
  const db = loggingDb(handle, (query) => void statements.push(query));
  return { db, statements, reset: () => void statements.splice(0) };
}
