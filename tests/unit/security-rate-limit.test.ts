import { describe, expect, it } from 'vitest';
import { enforceRateLimit } from '@/server/http/rate-limit';
import { MemoryRateLimitStore } from '@/server/http/rate-limit-store';
import { RateLimitedError } from '@/server/http/rate-limited-error';
import { RATE_LIMITS } from '@/server/http/rate-limits';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('MemoryRateLimitStore', () => {
  it('counts hits in a fixed window and reports the time left', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore(time.now);
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    time.advance(15_000);
    expect(await store.hit('k', 60_000)).toEqual({ count: 2, resetInMs: 45_000 });
    expect(await store.hit('other', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('opens a new window once the old one has ended', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore(time.now);
    await store.hit('k', 1_000);
    await store.hit('k', 1_000);
    time.advance(1_000);
    expect(await store.hit('k', 1_000)).toEqual({ count: 1, resetInMs: 1_000 });
  });

  it('stays bounded: expired windows are swept once the map is large', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore(time.now);
    for (let i = 0; i < 10_000; i += 1) await store.hit(`old-${i}`, 10);
    time.advance(10);
    await store.hit('new', 10);
    // A swept key starts over; an unswept one would have gone on counting.
    expect((await store.hit('old-1', 10)).count).toBe(1);
  });
});

describe('enforceRateLimit', () => {
  it('lets the limit through and refuses the next request with 429 and the seconds left', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore(time.now);
    const { limit } = RATE_LIMITS['create-ticket'];
    for (let i = 0; i < limit; i += 1) await enforceRateLimit('create-ticket', 'user:1', store);
    time.advance(20_500);
    const refused = await enforceRateLimit('create-ticket', 'user:1', store).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 40 });
    expect((refused as RateLimitedError).message).toBe('Terlalu banyak permintaan. Coba lagi dalam 40 detik.');
    await expect(enforceRateLimit('create-ticket', 'user:2', store)).resolves.toBeUndefined();
  });

  it('keeps limits apart: one limit used up does not touch another', async () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < RATE_LIMITS['create-ticket'].limit; i += 1) await enforceRateLimit('create-ticket', 'user:1', store);
    await expect(enforceRateLimit('create-comment', 'user:1', store)).resolves.toBeUndefined();
  });
});
