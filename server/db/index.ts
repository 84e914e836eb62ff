import { getConfig } from '@/server/config';
import { createDb, type Database, type DbHandle } from './client';
import { seedDemoData } from './seed';

export type { Database, DbHandle } from './client';

// Next may load this module more than once (API bundles, instrumentation); PGlite allows one
// connection per data folder, so the handle lives on globalThis.
const KEY = Symbol.for('helpdesk.db');
type Holder = { [KEY]?: Promise<DbHandle> };
const holder = globalThis as Holder;

async function openFromEnv(): Promise<DbHandle> {
  const config = getConfig();
  const handle = await createDb({
    url: config.DATABASE_URL,
    dataDir: config.PGLITE_DATA_DIR,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    poolMax: config.DB_POOL_MAX,
  });
  await handle.migrate();
  if (config.DB_SEED === 'demo') await seedDemoData(handle.db);
  return handle;
}

export function getDbHandle(): Promise<DbHandle> {
  if (!holder[KEY]) {
    const opening = openFromEnv();
    // A failed start (database down) must not stick: the next request tries again.
    opening.catch(() => {
      if (holder[KEY] === opening) delete holder[KEY];
    });
    holder[KEY] = opening;
  }
  return holder[KEY];
}

export async function getDb(): Promise<Database> {
  return (await getDbHandle()).db;
}

/**
 * Closes the open database, if any; the next getDbHandle() opens it again. True when one was
 * open. The handle is dropped before closing so no new request picks up a closing one.
 */
export async function closeDb(): Promise<boolean> {
  const opening = holder[KEY];
  if (!opening) return false;
  delete holder[KEY];
  const handle = await opening.catch(() => null);
  if (!handle) return false;
  await handle.close();
  return true;
}

/** Tests install their own database (in-memory PGlite or a fresh PostgreSQL database). */
export function setDbHandle(handle: DbHandle | undefined): void {
  if (handle) holder[KEY] = Promise.resolve(handle);
  else delete holder[KEY];
}
