import { desc, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import { siasnCalls } from '@/server/db/schema';
import { flushSiasnCallLog } from '@/server/gateways/siasn/call-log';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { MemoryTokenStore, setSiasnTokenStore } from '@/server/gateways/token-store';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { useApiContext } from '../helpers/api-context';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';
import { TODAY } from '../helpers/siasn-province';

// Every HTTP call to SIASN leaves one log line and one siasn_calls row, and neither (nor any
// error) ever holds a token. The portal's logger is swapped for one writing here (its holder is
// global by design: one logger per process).
const ctx = useApiContext();
const siasn = useSiasnSandbox({ today: TODAY });
const [person, other] = generateProvince({ today: TODAY }).people;
const api = (p: string) => `${new URL(siasn.sandbox.env.SIASN_API_BASE).pathname}${p}`;

const LOGGER = Symbol.for('helpdesk.logger');
const holder = globalThis as Record<symbol, unknown>;
const portalLogger = holder[LOGGER];
const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string; siasn?: Record<string, unknown> });

let user: SessionUser;
beforeAll(async () => {
  holder[LOGGER] = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  user = await createUser(ctx.db);
});
afterAll(() => {
  holder[LOGGER] = portalLogger;
});
afterEach(() => siasn.sandbox.resetFaults());

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as Error);

describe('SIASN call log', () => {
  it('one row and one line per call: method, path, status, outcome, duration and who asked', async () => {
    setSiasnTokenStore(new MemoryTokenStore());
    lines.length = 0;
    await getSiasnGateway().get(`/pns/data-utama/${person.nip}`, { actor: user.id });
    await getSiasnGateway().get(`/pns/rw-cltn/${'1'.repeat(18)}`, { actor: user.id });
    siasn.sandbox.setFaults({ status: 503, times: 1 });
    await failure(getSiasnGateway().get(`/pns/rw-hukdis/${person.nip}`, { actor: user.id }));
    await flushSiasnCallLog();

    const paths = [api(`/pns/data-utama/${person.nip}`), api(`/pns/rw-cltn/${'1'.repeat(18)}`), api(`/pns/rw-hukdis/${person.nip}`)];
    // The rows are inserted without waiting, concurrently: their ids need not follow the calls (the paths sort as called).
    const rows = await ctx.db.select().from(siasnCalls).where(inArray(siasnCalls.path, paths)).orderBy(siasnCalls.path);
    expect(rows).toMatchObject([
      { method: 'GET', path: paths[0], status: 200, outcome: 'ok', userId: user.id, errorCode: null },
      { method: 'GET', path: paths[1], status: 404, outcome: 'empty', userId: user.id, errorCode: null },
      { method: 'GET', path: paths[2], status: 503, outcome: 'error', userId: user.id, errorCode: 'HTTP_503' },
    ]);
    expect(rows.every((r) => r.durationMs >= 0 && r.at instanceof Date)).toBe(true);
    const tokenRows = await ctx.db.select().from(siasnCalls).where(eq(siasnCalls.method, 'POST')).orderBy(desc(siasnCalls.id)).limit(2);
    expect(tokenRows.map((r) => r.path).sort()).toEqual([new URL(siasn.sandbox.env.SIASN_SSO_TOKEN_URL).pathname, new URL(siasn.sandbox.env.SIASN_WSO2_TOKEN_URL).pathname].sort());
    expect(tokenRows.every((r) => r.status === 200 && r.outcome === 'ok' && r.userId === null)).toBe(true);

    const calls = logged().filter((l) => l.siasn);
    expect(calls).toHaveLength(5);
    expect(calls.find((l) => l.siasn?.path === paths[2])).toMatchObject({ level: 40, siasn: { method: 'GET', status: 503, outcome: 'error', userId: user.id, errorCode: 'HTTP_503' } });
    expect(calls.find((l) => l.siasn?.path === paths[0])).toMatchObject({ level: 30, siasn: { status: 200, outcome: 'ok', ms: expect.any(Number) } });
    for (const line of calls) expect(Object.keys(line.siasn ?? {}).sort()).toEqual(expect.arrayContaining(['method', 'ms', 'outcome', 'path', 'status', 'userId']));
  });

  it('a refused token is logged as unauthorized', async () => {
    await getSiasnGateway().get(`/pns/rw-pwk/${person.nip}`, { actor: user.id });
    siasn.sandbox.expireTokens();
    await getSiasnGateway().get(`/pns/rw-pwk/${person.nip}`, { actor: user.id });
    await flushSiasnCallLog();
    const rows = await ctx.db.select().from(siasnCalls).where(eq(siasnCalls.path, api(`/pns/rw-pwk/${person.nip}`)));
    expect(rows.map((r) => `${r.status} ${r.outcome}`).sort()).toEqual(['200 ok', '200 ok', '401 unauthorized']);
  });

  it('a row that cannot be stored (a user id that does not exist) fails nothing: a warning instead', async () => {
    lines.length = 0;
    await expect(getSiasnGateway().get(`/pns/rw-dp3/${other.nip}`, { actor: 2_000_000_000 })).resolves.toMatchObject({ found: expect.any(Boolean) });
    await flushSiasnCallLog();
    expect(logged().some((l) => l.level === 40 && l.msg === 'siasn_calls insert failed')).toBe(true);
  });

  it('unconfigured (no SIASN_API_BASE): SIASN_ERROR (502) and a line naming what is missing', async () => {
    const base = process.env.SIASN_API_BASE;
    delete process.env.SIASN_API_BASE;
    lines.length = 0;
    try {
      expect(await failure(getSiasnGateway().get(`/pns/data-utama/${person.nip}`))).toMatchObject({ code: 'SIASN_ERROR', status: 502 });
      expect(logged()).toEqual([expect.objectContaining({ level: 50, msg: expect.stringContaining('not configured'), siasn: { missing: ['SIASN_API_BASE'] } })]);
    } finally {
      process.env.SIASN_API_BASE = base;
    }
  });
});

describe('no token leaks', () => {
  it('no issued token appears in an error, a log line or a siasn_calls row', async () => {
    const errors: Error[] = [];
    const attempt = (promise: Promise<unknown>) => failure(promise).then((e) => void (e && errors.push(e)));
    const gateway = () => getSiasnGateway();
    await Promise.all(Array.from({ length: 10 }, () => attempt(gateway().get(`/pns/data-utama/${person.nip}`, { actor: user.id }))));
    for (const body of ['invalid-jwt', 'invalid-credentials', 'malformed', 'html', 'runtime-error'] as const) {
      siasn.sandbox.setFaults({ body, times: 1 });
      await attempt(gateway().get(`/pns/rw-golongan/${person.nip}`, { actor: user.id }));
    }
    siasn.sandbox.setFaults({ body: 'invalid-credentials' });
    await attempt(gateway().get(`/pns/rw-golongan/${person.nip}`, { actor: user.id }));
    siasn.sandbox.resetFaults();
    siasn.sandbox.setFaults({ reset: true, times: 2 });
    await attempt(gateway().get(`/pns/rw-jabatan/${person.nip}`, { actor: user.id }));
    siasn.sandbox.setFaults({ status: 401, pathPrefix: '/oauth2', times: 1 });
    siasn.sandbox.expireTokens();
    await attempt(gateway().get(`/pns/rw-jabatan/${person.nip}`, { actor: user.id }));
    await flushSiasnCallLog();

    const tokens = siasn.sandbox.issuedTokens();
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    const rows = JSON.stringify(await ctx.db.select().from(siasnCalls));
    const texts = [...lines, rows, ...errors.map((e) => `${e.message}\n${e.stack ?? ''}`)];
    const secrets = [...tokens, siasn.sandbox.env.SIASN_WSO2_CLIENT_SECRET, siasn.sandbox.env.SIASN_SSO_PASSWORD];
    for (const secret of secrets) expect(texts.filter((text) => text.includes(secret))).toEqual([]);
    expect(texts.filter((text) => /bearer|basic /i.test(text))).toEqual([]);
  });
});
