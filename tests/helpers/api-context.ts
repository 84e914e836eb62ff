import { afterAll, beforeAll } from 'vitest';
import type { Database, DbHandle } from '@/server/db/client';
import { startApiServer, type ApiTestServer } from './api-server';
import { openTestDb, type TestDbOptions } from './test-db';

export interface ApiContext {
  /** The file's own migrated database (PGlite, or PostgreSQL with HELPDESK_TEST_DB=postgres). */
  readonly handle: DbHandle;
  readonly db: Database;
  /** Route handlers over real HTTP (tests/helpers/api-server.ts). */
  readonly api: ApiTestServer;
}

export interface ApiContextOptions {
  /** Passed to openTestDb (tests/helpers/test-db.ts), e.g. a short statement timeout on PostgreSQL. */
  db?: TestDbOptions;
}

/**
 * The set-up every API test file shares: a fresh database installed as the portal's and an API
 * test server, opened before the file's own `beforeAll` (call this first, at file level) and
 * closed after its tests. Read the fields inside hooks and tests only.
 */
export function useApiContext(options: ApiContextOptions = {}): ApiContext {
  let handle: DbHandle | undefined;
  let api: ApiTestServer | undefined;
  beforeAll(async () => {
    handle = await openTestDb(options.db);
    api = await startApiServer();
  });
  afterAll(async () => {
    await api?.close();
    await handle?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useApiContext(): read the context inside hooks and tests, after its beforeAll');
    return value;
  };
  return {
    get handle() {
      return ready(handle);
    },
    get db() {
      return ready(handle).db;
    },
    get api() {
      return ready(api);
    },
  };
}
