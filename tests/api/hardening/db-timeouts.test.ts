// PostgreSQL only (vitest.config.mts): PGlite runs in-process on one connection and has no
// statement timeout to set (docs/security.md).
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@/server/db/client';
import { apiRoute, publicRoute } from '@/server/http/api-route';
import { useApiContext } from '../../helpers/api-context';

// The file's database with a DB_STATEMENT_TIMEOUT_MS of 300 ms.
const ctx = useApiContext({ db: { statementTimeoutMs: 300, poolMax: 2 } });
beforeAll(() => {
  if (ctx.handle.driver !== 'postgres') throw new Error('db-timeouts runs on PostgreSQL only (project api-pg, TEST_DATABASE_URL)');
});

describe('PostgreSQL statement timeout', () => {
  it('cancels a statement that runs longer than DB_STATEMENT_TIMEOUT_MS', async () => {
    const started = Date.now();
    const error = await ctx.db.execute(sql`select pg_sleep(3)`).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error).toBeInstanceOf(Error);
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    expect(code).toBe('57014');
  });

  it('answers such a request 503 in Indonesian, not 500', async () => {
    const handler = apiRoute({ GET: publicRoute({ handle: () => ctx.db.execute(sql`select pg_sleep(3)`) }) });
    const res = await ctx.api.call<{ code: string; message: string }>(handler);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Layanan sedang tidak tersedia, coba lagi sebentar lagi' });
  });

  it('gives up on a server that accepts the connection but never answers (connection timeout)', async () => {
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const hanging = await createDb({ url: `postgres://postgres@127.0.0.1:${port}/test` });
    const started = Date.now();
    const error = await hanging.db.execute(sql`select 1`).catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    for (const socket of held) socket.destroy();
    await Promise.all([hanging.close(), new Promise((resolve) => silent.close(resolve))]);
    expect(error).toBeInstanceOf(Error);
    expect(held.length).toBeGreaterThan(0);
    expect(elapsed).toBeGreaterThanOrEqual(4_900);
    expect(elapsed).toBeLessThan(8_000);
  });
});
