import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { publishAfterCommit } from '../realtime/after-commit';
import { useNamedStatements } from './named-statements';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = 'pglite' | 'postgres';

export interface DbHandle {
  db: Database;
  driver: DbDriver;
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Raw SQL on the same database, for pg-boss's `db` adapter (server/jobs/boss.ts): with values one
   * parameterised statement, without them any number of statements (the last one's rows).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: the whole data folder as a tarball, to start other databases from (`loadDataDir`). */
  dump?(): Promise<Blob>;
}

export interface DbOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder, or `memory://` for a throwaway database. */
  dataDir?: string;
  /** PGlite: start from this dump (`dump()`) instead of an empty cluster, several times faster. */
  loadDataDir?: Blob;
  /**
   * PGlite only, for throwaway databases (the API tests open ~250 of them): initdb's arguments for
   * a new cluster and server settings on top of PGlite's. See tests/helpers/pglite-template.ts.
   */
  pglite?: { initDbArgs?: string[]; settings?: Record<string, string> };
  /** Per-statement timeout on PostgreSQL, in ms. */
  statementTimeoutMs?: number;
  poolMax?: number;
}

export const MIGRATIONS_DIR = path.join(process.cwd(), 'server', 'db', 'migrations');

async function createPostgres(opts: DbOptions & { url: string }): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({
    connectionString: opts.url,
    max: opts.poolMax ?? 10,
    statement_timeout: opts.statementTimeoutMs ?? 10_000,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => undefined);
  // Live events recorded in a transaction are published after it commits (server/realtime).
  const pgDb = publishAfterCommit(drizzle(pool, { schema }));
  useNamedStatements(pgDb, pool);
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  return {
    db: pgDb,
    driver: 'postgres',
    migrate: () => migrate(pgDb, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
    executeSql: (text, values) => pool.query(text, values ?? []),
  };
}

async function createPglite(opts: DbOptions): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  // The data folder is written at run time, never part of the build: `turbopackIgnore` keeps
  // Next's output tracing from copying it (or, for a path it cannot resolve, the whole project).
  const dataDir = opts.dataDir ?? path.join(/* turbopackIgnore: true */ process.cwd(), 'data', 'pglite');
  const extensions = { pg_trgm };
  // PGlite creates its own folder but not missing parents (a fresh clone has no data/).
  if (!dataDir.startsWith('memory://')) mkdirSync(path.dirname(path.resolve(/* turbopackIgnore: true */ dataDir)), { recursive: true });
  const settings = Object.entries(opts.pglite?.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const options = {
    extensions,
    loadDataDir: opts.loadDataDir,
    initDbStartParams: opts.pglite?.initDbArgs,
    ...(settings.length > 0 && { startParams: [...PGlite.defaultStartParams, ...settings] }),
  };
  const client = dataDir.startsWith('memory://') ? new PGlite(options) : new PGlite(dataDir, options);
  await client.waitReady;
  const liteDb = publishAfterCommit(drizzle(client, { schema }));
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  return {
    db: liteDb,
    driver: 'pglite',
    migrate: () => migrate(liteDb, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    dump: () => client.dumpDataDir('none'),
  };
}

export function createDb(opts: DbOptions): Promise<DbHandle> {
  return opts.url ? createPostgres({ ...opts, url: opts.url }) : createPglite(opts);
}
