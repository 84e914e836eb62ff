import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { cachedRead } from '@/server/gateways/siasn/read-cache';
import { MemoryReadStore, setSiasnReadStore } from '@/server/gateways/siasn/read-store';
import { AppError } from '@/server/http/errors';
import { useApiContext } from '../helpers/api-context';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';
import { TODAY } from '../helpers/siasn-province';

// cachedRead in memory, against the sandbox: fresh copies cost no call, stale copies stand in
// while SIASN is down (with their age), and nothing is invented when there is no copy.
useApiContext();
const siasn = useSiasnSandbox({ today: TODAY });
const [person] = generateProvince({ today: TODAY }).people;

beforeEach(() => setSiasnReadStore(new MemoryReadStore()));
afterEach(() => siasn.sandbox.resetFaults());

const jabatan = () => getSiasnGateway().get(`/pns/rw-jabatan/${person.nip}`).then((a) => a.data);
const calls = () => siasn.sandbox.stats().calls;

describe('cachedRead', () => {
  it('a fresh copy is answered without a call to SIASN', async () => {
    const first = await cachedRead('fresh:jabatan', jabatan, { freshSeconds: 60 });
    const before = calls();
    const second = await cachedRead('fresh:jabatan', jabatan, { freshSeconds: 60 });
    expect(calls()).toBe(before);
    expect(second).toEqual({ value: first.value, fetchedAt: first.fetchedAt, stale: false });
  });

  it('concurrent reads of one key share one call', async () => {
    const before = calls();
    const reads = await Promise.all(Array.from({ length: 20 }, () => cachedRead('shared:jabatan', jabatan)));
    expect(calls() - before).toBe(1);
    expect(new Set(reads.map((r) => r.fetchedAt.getTime())).size).toBe(1);
  });

  it('past the fresh window SIASN is asked again', async () => {
    await cachedRead('refresh:jabatan', jabatan, { freshSeconds: 0 });
    const before = calls();
    const again = await cachedRead('refresh:jabatan', jabatan, { freshSeconds: 0 });
    expect(calls() - before).toBe(1);
    expect(again.stale).toBe(false);
  });

  it('SIASN down: the copy, marked stale, with the time it was fetched', async () => {
    const first = await cachedRead('down:jabatan', jabatan);
    siasn.sandbox.setFaults({ status: 503 });
    const stale = await cachedRead('down:jabatan', jabatan, { freshSeconds: 0 });
    expect(stale).toEqual({ value: first.value, fetchedAt: first.fetchedAt, stale: true });
  });

  it('SIASN too slow: the copy, marked stale', async () => {
    const saved = process.env.SIASN_TIMEOUT_MS;
    const first = await cachedRead('slow:jabatan', jabatan);
    process.env.SIASN_TIMEOUT_MS = '200';
    siasn.sandbox.setFaults({ latencyMs: 1_000 });
    try {
      expect(await cachedRead('slow:jabatan', jabatan, { freshSeconds: 0 })).toMatchObject({ stale: true, fetchedAt: first.fetchedAt });
    } finally {
      process.env.SIASN_TIMEOUT_MS = saved;
      if (saved === undefined) delete process.env.SIASN_TIMEOUT_MS;
    }
  });

  it('a copy older than the stale window is not used: the error is thrown', async () => {
    await cachedRead('old:jabatan', jabatan);
    siasn.sandbox.setFaults({ status: 500 });
    await expect(cachedRead('old:jabatan', jabatan, { freshSeconds: 0, staleSeconds: 0 })).rejects.toMatchObject({ code: 'SIASN_ERROR', status: 502 });
  });

  it('SIASN down and no copy: SIASN_ERROR is thrown', async () => {
    siasn.sandbox.setFaults({ status: 502 });
    await expect(cachedRead('never:jabatan', jabatan)).rejects.toMatchObject({ code: 'SIASN_ERROR', status: 502 });
  });

  it('errors other than SIASN being down are thrown even with a copy', async () => {
    await cachedRead('bug:jabatan', jabatan);
    const bug = new AppError('NIP_NOT_FOUND', 404);
    await expect(cachedRead('bug:jabatan', () => Promise.reject(bug), { freshSeconds: 0 })).rejects.toBe(bug);
  });

  it('values go through JSON, as they would through Redis', async () => {
    const read = await cachedRead('json:value', async () => ({ at: new Date(0), nothing: undefined, list: [1] }));
    expect(read.value).toEqual({ at: '1970-01-01T00:00:00.000Z', list: [1] });
  });
});
