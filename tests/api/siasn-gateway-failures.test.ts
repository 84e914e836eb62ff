import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import { siasnCalls } from '@/server/db/schema';
import { flushSiasnCallLog } from '@/server/gateways/siasn/call-log';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { AppError } from '@/server/http/errors';
import { errors } from '@/locales/id/errors';
import { useApiContext } from '../helpers/api-context';
import { applySiasnSandbox, useSiasnSandbox } from '../helpers/siasn-sandbox';
import { TODAY } from '../helpers/siasn-province';

// SIASN misbehaving: slow, down, resetting connections, answering garbage. Callers see two
// errors only, SIASN_ERROR (502) and SIASN_TIMEOUT (504), with the Indonesian texts.
const ctx = useApiContext();
const siasn = useSiasnSandbox({ today: TODAY });
const [first, second] = generateProvince({ today: TODAY }).people;
const path = (section: string, nip = first.nip) => `/pns/${section}/${nip}`;

const timeoutMs = process.env.SIASN_TIMEOUT_MS;
afterEach(() => {
  siasn.sandbox.resetFaults();
  if (timeoutMs === undefined) delete process.env.SIASN_TIMEOUT_MS;
  else process.env.SIASN_TIMEOUT_MS = timeoutMs;
});

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as AppError);
const calls = () => siasn.sandbox.stats().calls;

describe('SIASN failures', () => {
  it('an answer slower than SIASN_TIMEOUT_MS is SIASN_TIMEOUT (504), not retried', async () => {
    await getSiasnGateway().get(path('rw-jabatan'));
    process.env.SIASN_TIMEOUT_MS = '300';
    siasn.sandbox.setFaults({ latencyMs: 1_500, pathPrefix: '/pns/rw-golongan' });
    const before = calls();
    const started = Date.now();
    const error = await failure(getSiasnGateway().get(path('rw-golongan')));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'SIASN_TIMEOUT', status: 504, message: errors.SIASN_TIMEOUT });
    expect(Date.now() - started).toBeLessThan(1_200);
    expect(calls() - before).toBe(1);
  });

  it('a slow token endpoint times out the same way', async () => {
    process.env.SIASN_TIMEOUT_MS = '300';
    const other = await applySiasnSandbox({ today: TODAY });
    try {
      other.sandbox.setFaults({ latencyMs: 1_500, pathPrefix: '/oauth2' });
      expect(await failure(getSiasnGateway().get(path('rw-jabatan')))).toMatchObject({ code: 'SIASN_TIMEOUT', status: 504 });
    } finally {
      await other.restore();
    }
  });

  it.each([500, 502, 503])('an HTTP %i answer is SIASN_ERROR (502)', async (status) => {
    siasn.sandbox.setFaults({ status, times: 1 });
    expect(await failure(getSiasnGateway().get(path('rw-diklat')))).toMatchObject({ code: 'SIASN_ERROR', status: 502, message: errors.SIASN_ERROR });
  });

  it.each(['malformed', 'html'] as const)('a %s body is SIASN_ERROR (502)', async (body) => {
    siasn.sandbox.setFaults({ body, times: 1 });
    expect(await failure(getSiasnGateway().get(path('rw-kursus')))).toMatchObject({ code: 'SIASN_ERROR', status: 502 });
  });

  it('a connection reset once is retried and the call succeeds', async () => {
    await getSiasnGateway().get(path('rw-jabatan'));
    siasn.sandbox.setFaults({ reset: true, times: 1 });
    const before = calls();
    const answer = await getSiasnGateway().get(path('rw-pendidikan'));
    expect(answer.found).toBe(true);
    expect(calls() - before).toBe(2);
  });

  it('a connection reset twice is SIASN_ERROR (502)', async () => {
    siasn.sandbox.setFaults({ reset: true, times: 2 });
    expect(await failure(getSiasnGateway().get(path('rw-pendidikan')))).toMatchObject({ code: 'SIASN_ERROR', status: 502 });
  });

  it('a path the gateway does not route is SIASN_ERROR (502) with UNKNOWN_RESOURCE in siasn_calls, never "no data"', async () => {
    // Directly on the sandbox: the mistyped paths are the point, and the conformance suite would
    // (rightly) refuse them.
    const other = await applySiasnSandbox({ today: TODAY, conformance: false });
    try {
      const gateway = getSiasnGateway();
      const attempts: [string, () => Promise<unknown>][] = [
        [`/pns/rw-jabatn/${second.nip}`, () => gateway.get(`/pns/rw-jabatn/${second.nip}`)],
        ['/pns/foto/x', () => gateway.getBytes('/pns/foto/x')],
        ['/skp/2099/save', () => gateway.save('/skp/2099/save', { id: '' })],
      ];
      for (const [, attempt] of attempts) expect(await failure(attempt())).toMatchObject({ code: 'SIASN_ERROR', status: 502 });
      await flushSiasnCallLog();
      const base = new URL(other.sandbox.env.SIASN_API_BASE).pathname;
      for (const [path] of attempts) {
        const rows = await ctx.db.select().from(siasnCalls).where(eq(siasnCalls.path, `${base}${path}`));
        expect(rows, path).toMatchObject([{ status: 404, outcome: 'error', errorCode: 'UNKNOWN_RESOURCE' }]);
      }
    } finally {
      await other.restore();
    }
  });

  it('SIASN down (connection refused) is SIASN_ERROR (502) after one retry, both attempts in siasn_calls', async () => {
    // Directly on the sandbox's socket: only then does its closing refuse the connection.
    const down = await applySiasnSandbox({ today: TODAY, conformance: false });
    try {
      await getSiasnGateway().get(path('data-utama', second.nip));
      await down.sandbox.close();
      const error = await failure(getSiasnGateway().get(path('rw-golongan', second.nip)));
      expect(error).toMatchObject({ code: 'SIASN_ERROR', status: 502, message: errors.SIASN_ERROR });
      await flushSiasnCallLog();
      const called = `${new URL(down.sandbox.env.SIASN_API_BASE).pathname}${path('rw-golongan', second.nip)}`;
      const rows = await ctx.db.select().from(siasnCalls).where(eq(siasnCalls.path, called)).orderBy(asc(siasnCalls.id));
      expect(rows).toMatchObject([
        { method: 'GET', status: null, outcome: 'error', errorCode: 'ECONNREFUSED' },
        { method: 'GET', status: null, outcome: 'error', errorCode: 'ECONNREFUSED' },
      ]);
    } finally {
      await down.restore();
    }
  });
});
