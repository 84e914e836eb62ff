import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { MemoryTokenStore, setSiasnTokenStore } from '@/server/gateways/token-store';
import { AppError } from '@/server/http/errors';
import { useApiContext } from '../helpers/api-context';
import { applySiasnSandbox, useSiasnSandbox } from '../helpers/siasn-sandbox';
import { TODAY } from '../helpers/siasn-province';

// Tokens against the sandbox's real token endpoints: fetched once, refreshed before expiry, and
// refetched once when SIASN refuses them (siasn-protocol.md 1.3).
useApiContext();
const siasn = useSiasnSandbox({ today: TODAY });
const nip = generateProvince({ today: TODAY }).people[0].nip;
const dataUtama = `/pns/data-utama/${nip}`;

// Each test starts without tokens; the sandbox's counters run on, so tests compare differences.
beforeEach(() => setSiasnTokenStore(new MemoryTokenStore()));
afterEach(() => siasn.sandbox.resetFaults());

function since(before = siasn.sandbox.stats()) {
  return () => {
    const now = siasn.sandbox.stats();
    return { wso2: now.wso2Issued - before.wso2Issued, sso: now.ssoIssued - before.ssoIssued, calls: now.calls - before.calls, unauthorized: now.unauthorized - before.unauthorized };
  };
}

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as AppError);

describe('SIASN tokens', () => {
  it('50 concurrent calls on a cold cache fetch one WSO2 and one SSO token', async () => {
    const delta = since();
    const answers = await Promise.all(Array.from({ length: 50 }, () => getSiasnGateway().get(dataUtama)));
    expect(answers.every((a) => a.found && (a.data as { nipBaru: string }).nipBaru === nip)).toBe(true);
    expect(delta()).toEqual({ wso2: 1, sso: 1, calls: 50, unauthorized: 0 });
  });

  it('keeps using its tokens between calls', async () => {
    await getSiasnGateway().get(dataUtama);
    const delta = since();
    for (let i = 0; i < 5; i += 1) await getSiasnGateway().get(dataUtama);
    expect(delta()).toMatchObject({ wso2: 0, sso: 0, calls: 5 });
  });

  it('reference API calls send the WSO2 token only', async () => {
    const delta = since();
    const answer = await getSiasnGateway().get('/agama/search', { api: 'ref', query: { limit: 10, offset: 0 } });
    expect(answer.found).toBe(true);
    expect(delta()).toMatchObject({ wso2: 1, sso: 0, unauthorized: 0 });
  });

  it('after expireTokens() a call gets a 401, fetches both tokens once more and succeeds', async () => {
    await getSiasnGateway().get(dataUtama);
    siasn.sandbox.expireTokens();
    const delta = since();
    expect((await getSiasnGateway().get(dataUtama)).found).toBe(true);
    expect(delta()).toEqual({ wso2: 1, sso: 1, calls: 2, unauthorized: 1 });
  });

  it('50 concurrent calls that all meet a refused token fetch new tokens once', async () => {
    await getSiasnGateway().get(dataUtama);
    siasn.sandbox.expireTokens();
    const delta = since();
    const answers = await Promise.all(Array.from({ length: 50 }, () => getSiasnGateway().get(dataUtama)));
    expect(answers.every((a) => a.found)).toBe(true);
    expect(delta()).toMatchObject({ wso2: 1, sso: 1, calls: 100, unauthorized: 50 });
  });

  it.each(['invalid-credentials', 'invalid-jwt'] as const)('a %s answer once: refresh, retry, success', async (body) => {
    await getSiasnGateway().get(dataUtama);
    siasn.sandbox.setFaults({ body, times: 1 });
    const delta = since();
    expect((await getSiasnGateway().get(dataUtama)).found).toBe(true);
    expect(delta()).toMatchObject({ wso2: 1, sso: 1, calls: 2 });
  });

  it('a 401 that persists after one refresh is SIASN_ERROR (502), without a second refresh', async () => {
    await getSiasnGateway().get(dataUtama);
    siasn.sandbox.setFaults({ body: 'invalid-credentials' });
    const delta = since();
    const error = await failure(getSiasnGateway().get(dataUtama));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'SIASN_ERROR', status: 502 });
    expect(delta()).toMatchObject({ wso2: 1, sso: 1, calls: 2 });
  });

  it('a refused client secret is SIASN_ERROR and no API call is made', async () => {
    const secret = process.env.SIASN_WSO2_CLIENT_SECRET;
    process.env.SIASN_WSO2_CLIENT_SECRET = 'not-the-secret';
    try {
      const delta = since();
      expect(await failure(getSiasnGateway().get(dataUtama))).toMatchObject({ code: 'SIASN_ERROR', status: 502 });
      expect(delta()).toMatchObject({ wso2: 0, calls: 0 });
    } finally {
      process.env.SIASN_WSO2_CLIENT_SECRET = secret;
    }
  });
});

describe('short-lived tokens', () => {
  it('are fetched again before they expire, so no call meets a 401', async () => {
    const short = await applySiasnSandbox({ today: TODAY, wso2Seconds: 2, ssoSeconds: 2 });
    try {
      const stats = () => short.sandbox.stats();
      await getSiasnGateway().get(dataUtama);
      await getSiasnGateway().get(dataUtama);
      expect(stats()).toMatchObject({ wso2Issued: 1, ssoIssued: 1 });
      // Used for half their life (1 s), then replaced while still valid.
      await sleep(1_200);
      expect((await getSiasnGateway().get(dataUtama)).found).toBe(true);
      expect(stats()).toMatchObject({ wso2Issued: 2, ssoIssued: 2, unauthorized: 0 });
    } finally {
      await short.restore();
    }
  });
});
