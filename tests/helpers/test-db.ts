import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createDb, type DbHandle, type DbOptions } from '@/server/db/client';
import { setDbHandle } from '@/server/db';
import { databaseUrl, onTestServer } from './postgres-template';
import { TEST_PGLITE } from './pglite-template';
import { setRateLimitStore } from '@/server/http/rate-limit';
import { MemoryRateLimitStore } from '@/server/http/rate-limit-store';
import { MemorySessionStateCache, setSessionStateCache } from '@/server/auth/session-state-cache';
import { setLiveTransport } from '@/server/realtime/bus';
import { MemoryTransport } from '@/server/realtime/memory-transport';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (HELPDESK_TEST_DB=postgres)
 * a new database on the TEST_DATABASE_URL server, dropped again on close. It is also installed as
 * the portal's database, so route handlers under test use it.
 *
 * Rate limits start from zero with it, in memory: user ids repeat across test databases, so
 * counters in a shared Redis (REDIS_URL in CI) would add up other files' requests. The Redis
 * store has its own tests (tests/api/hardening/rate-limits.test.ts). Session states are cached in
 * memory for the same reason (the Redis cache: tests/api/sessions-revocation-redis.test.ts), and
 * live events travel in memory (one Redis channel would mix files' events; the Redis transport:
 * tests/unit/realtime-bus.test.ts).
 *
 * `options` tune the PostgreSQL pool (a short statement timeout, a small pool); PGlite has neither.
 */
export async function openTestDb(options: TestDbOptions = {}): Promise<DbHandle> {
  const handle = process.env.HELPDESK_TEST_DB === 'postgres' ? await openPostgres(options) : await createDb({ dataDir: 'memory://', loadDataDir: await pgliteTemplate(), pglite: TEST_PGLITE });
  // A no-op on the migrated template; it still proves the migrations' journal matches.
  await handle.migrate();
  installTestDb(handle);
  return handle;
}

/** The migrated PGlite database the `api` project's global set-up dumped (tests/helpers/pglite-template.ts), if any. */
async function pgliteTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  return file ? new Blob([await readFile(file)]) : undefined;
}

export type TestDbOptions = Pick<DbOptions, 'statementTimeoutMs' | 'poolMax'>;

/**
 * Installs a migrated database as the portal's, with rate limits and session states starting from
 * zero in memory (see openTestDb). For a test that opens its database itself, e.g. on a cluster
 * of its own (tests/api/faults/db-restart.test.ts).
 */
export function installTestDb(handle: DbHandle): void {
  setDbHandle(handle);
  setRateLimitStore(new MemoryRateLimitStore());
  setSessionStateCache(new MemorySessionStateCache());
  void setLiveTransport(new MemoryTransport());
}

/**
 * A new database on the TEST_DATABASE_URL server: its URL, and how to drop it again. Empty, or a
 * copy of `template` (the `api-pg` project's migrated one, tests/helpers/postgres-template.ts).
 */
export async function newPostgresDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!process.env.TEST_DATABASE_URL) throw new Error('HELPDESK_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `helpdesk_test_${randomBytes(6).toString('hex')}`;
  await onTestServer(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return { url: databaseUrl(name), drop: () => onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function openPostgres(options: TestDbOptions): Promise<DbHandle> {
  const database = await newPostgresDatabase(inject('postgresTemplate'));
  const handle = await createDb({ poolMax: 4, ...options, url: database.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
