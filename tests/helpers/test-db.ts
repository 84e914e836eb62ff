import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle } from '@/server/db/client';
import { setDbHandle } from '@/server/db';
import { setRateLimitStore } from '@/server/http/rate-limit';
import { MemoryRateLimitStore } from '@/server/http/rate-limit-store';
import { MemorySessionStateCache, setSessionStateCache } from '@/server/auth/session-state-cache';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (HELPDESK_TEST_DB=postgres)
 * a new database on the TEST_DATABASE_URL server, dropped again on close. It is also installed as
 * the portal's database, so route handlers under test use it.
 *
 * Rate limits start from zero with it, in memory: user ids repeat across test databases, so
 * counters in a shared Redis (REDIS_URL in CI) would add up other files' requests. The Redis
 * store has its own tests (tests/api/hardening/rate-limits.test.ts). Session states are cached in
 * memory for the same reason (the Redis cache: tests/api/sessions-revocation-redis.test.ts).
 */
export async function openTestDb(): Promise<DbHandle> {
  const handle = process.env.HELPDESK_TEST_DB === 'postgres' ? await openPostgres() : await createDb({ dataDir: 'memory://' });
  await handle.migrate();
  setDbHandle(handle);
  setRateLimitStore(new MemoryRateLimitStore());
  setSessionStateCache(new MemorySessionStateCache());
  return handle;
}

async function openPostgres(): Promise<DbHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('HELPDESK_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `helpdesk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ url: url.toString(), poolMax: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
