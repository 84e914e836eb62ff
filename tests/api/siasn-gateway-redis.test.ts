import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import { createSiasnGateway } from '@/server/gateways/siasn/client';
import { getSiasnConfig } from '@/server/gateways/siasn/config';
import { cachedRead } from '@/server/gateways/siasn/read-cache';
import { RedisReadStore, setSiasnReadStore } from '@/server/gateways/siasn/read-store';
import { RedisTokenStore } from '@/server/gateways/token-store';
import { connectRedis, firstAttempt } from '@/server/redis/client';
import { useApiContext } from '../helpers/api-context';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';
import { TODAY } from '../helpers/siasn-province';

// Tokens and read copies shared by portal processes through the machine's real Redis (keys under
// a prefix unique to this run). Skipped when no Redis answers at TEST_REDIS_URL.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_DOWN = 'redis://127.0.0.1:1';
const prefix = `helpdesk-test:${randomBytes(6).toString('hex')}:siasn:`;
const raw = connectRedis(REDIS_URL, '');
await firstAttempt(raw);
const redisUp = raw.status === 'ready';

useApiContext();
const siasn = useSiasnSandbox({ today: TODAY });
const [person] = generateProvince({ today: TODAY }).people;
const dataUtama = `/pns/data-utama/${person.nip}`;

const closers: { close(): Promise<void> }[] = [];
function tokenStore(url = REDIS_URL, keyPrefix = `${prefix}token:`) {
  const store = new RedisTokenStore(url, keyPrefix);
  closers.push(store);
  return store;
}
/** A portal process of its own: a gateway with its own token store on the shared Redis. */
const processOn = (store: RedisTokenStore) => createSiasnGateway(getSiasnConfig(), store);

function since(before = siasn.sandbox.stats()) {
  return () => {
    const now = siasn.sandbox.stats();
    return { wso2: now.wso2Issued - before.wso2Issued, sso: now.ssoIssued - before.ssoIssued, unauthorized: now.unauthorized - before.unauthorized };
  };
}

async function keysUnder(keyPrefix: string): Promise<string[]> {
  const keys: string[] = [];
  for (let cursor = '0'; ; ) {
    const [next, page] = await raw.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 1000);
    keys.push(...page);
    cursor = next;
    if (cursor === '0') return keys;
  }
}

afterEach(async () => {
  siasn.sandbox.resetFaults();
  if (redisUp) for (const key of await keysUnder(prefix)) await raw.del(key);
});

afterAll(async () => {
  await Promise.all(closers.map((c) => c.close()));
  raw.disconnect();
});

describe.skipIf(!redisUp)('SIASN tokens in Redis', () => {
  it('50 concurrent calls fetch one token of each kind, kept for their lifetime less 60 s', async () => {
    const delta = since();
    const gateway = processOn(tokenStore());
    const answers = await Promise.all(Array.from({ length: 50 }, () => gateway.get(dataUtama)));
    expect(answers.every((a) => a.found)).toBe(true);
    expect(delta()).toEqual({ wso2: 1, sso: 1, unauthorized: 0 });
    // Beside each token, its history (issued, refreshed, last error) for the admin's token page.
    const all = await keysUnder(`${prefix}token:`);
    const keys = all.filter((k) => !k.endsWith(':history'));
    const ttl = async (kind: string) => raw.pttl(keys.find((k) => k.startsWith(`${prefix}token:${kind}:`)) ?? '');
    expect(keys).toHaveLength(2);
    expect(all).toHaveLength(4);
    expect(await ttl('wso2')).toBeGreaterThan((3600 - 60 - 5) * 1000);
    expect(await ttl('wso2')).toBeLessThanOrEqual((3600 - 60) * 1000);
    expect(await ttl('sso')).toBeGreaterThan((43200 - 60 - 5) * 1000);
  });

  it('two processes sharing Redis make one fetch of each token between them (the lock)', async () => {
    const delta = since();
    const [a, b] = [processOn(tokenStore()), processOn(tokenStore())];
    await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).get(dataUtama)));
    expect(delta()).toEqual({ wso2: 1, sso: 1, unauthorized: 0 });
  });

  it('a lock whose holder died expires, and the waiting process fetches the tokens itself', async () => {
    await processOn(tokenStore()).get(dataUtama);
    const keys = await keysUnder(`${prefix}token:`);
    for (const key of keys) {
      await raw.del(key);
      await raw.set(`${key}:lock`, 'a process that died', 'PX', 800);
    }
    const delta = since();
    const started = Date.now();
    expect((await processOn(tokenStore()).get(dataUtama)).found).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
    expect(delta()).toEqual({ wso2: 1, sso: 1, unauthorized: 0 });
  });

  it('tokens refused on one process are dropped for all: the other uses the new ones without a 401', async () => {
    const [a, b] = [processOn(tokenStore()), processOn(tokenStore())];
    await a.get(dataUtama);
    await b.get(dataUtama);
    siasn.sandbox.expireTokens();
    const delta = since();
    await a.get(dataUtama);
    await b.get(dataUtama);
    expect(delta()).toEqual({ wso2: 1, sso: 1, unauthorized: 1 });
  });
});

describe('SIASN tokens with Redis down', () => {
  it('are kept in memory: calls succeed, still one fetch of each', async () => {
    const delta = since();
    const gateway = processOn(tokenStore(REDIS_DOWN));
    const answers = await Promise.all(Array.from({ length: 10 }, () => gateway.get(dataUtama)));
    expect(answers.every((a) => a.found)).toBe(true);
    expect(delta()).toEqual({ wso2: 1, sso: 1, unauthorized: 0 });
  });
});

const readStore = (url = REDIS_URL) => {
  const store = new RedisReadStore(url, `${prefix}read:`);
  closers.push(store);
  return store;
};
const jabatan = () => processOn(tokenStore()).get(`/pns/rw-jabatan/${person.nip}`).then((a) => a.data);

describe.skipIf(!redisUp)('SIASN read copies in Redis', () => {
  it("one process's copy is fresh for another, and stands in for SIASN on it when SIASN is down", async () => {
    setSiasnReadStore(readStore());
    const first = await cachedRead('jabatan', jabatan);
    const [key] = await keysUnder(`${prefix}read:`);
    expect(await raw.ttl(key)).toBeGreaterThan(86_400 - 5);

    setSiasnReadStore(readStore());
    const calls = siasn.sandbox.stats().calls;
    expect(await cachedRead('jabatan', jabatan)).toEqual({ ...first, stale: false });
    expect(siasn.sandbox.stats().calls).toBe(calls);

    siasn.sandbox.setFaults({ status: 503 });
    expect(await cachedRead('jabatan', jabatan, { freshSeconds: 0 })).toEqual({ ...first, stale: true });
  });
});

describe('SIASN read copies with Redis down', () => {
  it('are kept in memory', async () => {
    setSiasnReadStore(readStore(REDIS_DOWN));
    const first = await cachedRead('down:jabatan', jabatan);
    const calls = siasn.sandbox.stats().calls;
    expect(await cachedRead('down:jabatan', jabatan)).toEqual(first);
    expect(siasn.sandbox.stats().calls).toBe(calls);
  });
});
