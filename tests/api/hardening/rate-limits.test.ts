import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import auth from '@/pages/api/auth/[...nextauth]';
import commentsHandler from '@/pages/api/comments';
import ticketCommentsHandler from '@/pages/api/tickets/[id]/comments';
import messagesHandler from '@/pages/api/private-messages';
import handler from '@/pages/api/tickets';
import bulkHandler from '@/pages/api/tickets/bulk';
import uploadsHandler from '@/pages/api/uploads';
import connectionsHandler from '@/pages/api/admin/connections';
import loanHandler from '@/pages/api/layanan-keuangan/pengajuan';
import simulationHandler from '@/pages/api/layanan-keuangan/simulasi';
import feedPosts from '@/pages/api/feed/posts';
import feedPost from '@/pages/api/feed/posts/[id]';
import feedComments from '@/pages/api/feed/posts/[id]/comments';
import feedLikes from '@/pages/api/feed/posts/[id]/likes';
import feedReactions from '@/pages/api/feed/posts/[id]/reactions';
import feedComment from '@/pages/api/feed/comments/[id]';
import ticketHandler from '@/pages/api/tickets/[id]';
import ticketComment from '@/pages/api/tickets/[id]/comments/[commentId]';
import podcastsHandler from '@/pages/api/podcasts';
import podcastHandler from '@/pages/api/podcasts/[id]';
import podcastComments from '@/pages/api/podcasts/[id]/comments';
import podcastComment from '@/pages/api/podcasts/[id]/comments/[commentId]';
import webinarsHandler from '@/pages/api/webinars';
import webinarHandler from '@/pages/api/webinars/[id]';
import clinicsHandler from '@/pages/api/coaching-clinics';
import clinicHandler from '@/pages/api/coaching-clinics/[id]';
import announcementsHandler from '@/pages/api/announcements';
import announcementHandler from '@/pages/api/announcements/[id]';
import servicePages from '@/pages/api/layanan/kepegawaian';
import servicePage from '@/pages/api/layanan/kepegawaian/[slug]';
import subFaqs from '@/pages/api/ref/sub-faqs';
import subFaq from '@/pages/api/ref/sub-faqs/[id]';
import { seedDemoReferences } from '@/server/db/seed/references';
import { tickets } from '@/server/db/schema';
import { setRateLimitStore } from '@/server/http/rate-limit';
import { RedisRateLimitStore } from '@/server/http/rate-limit-redis';
import { MemoryRateLimitStore } from '@/server/http/rate-limit-store';
import { RATE_LIMITS } from '@/server/http/rate-limits';
import { useApiContext } from '../../helpers/api-context';
import { createCast } from '../../helpers/ticket-fixtures';

const ctx = useApiContext();
let cast: Awaited<ReturnType<typeof createCast>>;
let redis: RedisRateLimitStore | undefined;

beforeAll(async () => {
  await seedDemoReferences(ctx.db);
  cast = await createCast(ctx.db);
  process.env.NEXTAUTH_URL ??= 'http://localhost:3000/helpdesk/api/auth';
});
afterEach(async () => {
  setRateLimitStore(undefined);
  await redis?.close();
  redis = undefined;
});

const redisStore = (url: string) => {
  redis = new RedisRateLimitStore({
    url,
    keyPrefix: `helpdesk-test:${randomBytes(6).toString('hex')}:`,
    fallback: new MemoryRateLimitStore(),
    log: pino({ level: 'silent' }),
  });
  return redis;
};

// The same limits in memory (no REDIS_URL), in the real Redis (unique prefix per run), and with
// REDIS_URL pointing at a closed port (Redis down: memory takes over, nothing fails).
const stores = {
  memory: () => new MemoryRateLimitStore(),
  redis: () => redisStore(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'),
  'memory while Redis is down': () => redisStore('redis://127.0.0.1:1'),
};

const body = { title: 'Tunjangan belum cair', description: 'Mohon dicek.' };
type Failure = { code: string; message: string };
const ticketsOf = async (userId: number) => (await ctx.db.select({ n: count() }).from(tickets).where(eq(tickets.requesterId, userId)))[0].n;

describe.each(Object.keys(stores) as (keyof typeof stores)[])('rate limits counted in %s', (kind) => {
  it('lets a user create the limit of tickets, then answers 429 with Retry-After in Indonesian', async () => {
    setRateLimitStore(stores[kind]());
    const user = { memory: cast.requester, redis: cast.stranger, 'memory while Redis is down': cast.admin2 }[kind];
    const before = await ticketsOf(user.id);
    const { limit, windowSeconds } = RATE_LIMITS['create-ticket'];
    for (let i = 0; i < limit; i += 1) expect((await ctx.api.call(handler, { method: 'POST', path: '/tickets', body, user })).status).toBe(201);
    const refused = await ctx.api.call<Failure>(handler, { method: 'POST', path: '/tickets', body, user });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(refused.body).toEqual({ code: 'RATE_LIMITED', message: `Terlalu banyak permintaan. Coba lagi dalam ${retryAfter} detik.` });
    expect(await ticketsOf(user.id)).toBe(before + limit);
    if (redis) expect(redis.isDegraded).toBe(kind !== 'redis');
    // Another user is not affected, and reading is never limited.
    expect((await ctx.api.call(handler, { method: 'POST', path: '/tickets', body, user: cast.agent })).status).toBe(201);
    expect((await ctx.api.call(handler, { path: '/tickets', user })).status).toBe(200);
  });

  const signInFrom = (forwardedFor: string) =>
    ctx.api.call(auth, { method: 'POST', form: true, body: { csrfToken: 'x' }, params: { nextauth: ['signin', 'simaster'] }, headers: { 'x-forwarded-for': forwardedFor } });

  it('limits sign-in starts per client address, not per session', async () => {
    setRateLimitStore(stores[kind]());
    // The test server's peer is loopback: here it stands for the agency's reverse proxy.
    process.env.TRUSTED_PROXIES = '127.0.0.1,::1';
    for (let i = 0; i < RATE_LIMITS['sign-in'].limit; i += 1) expect((await signInFrom('10.1.2.3')).status).not.toBe(429);
    const refused = await signInFrom('10.1.2.3');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // next-auth's signIn() navigates to `url`: the sign-in page, told why.
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', url: 'http://localhost:3000/helpdesk/auth/signin?error=RateLimited' });
    expect((await signInFrom('10.9.9.9')).status).not.toBe(429);
    delete process.env.TRUSTED_PROXIES;
  });

  it('a client that is not behind a trusted proxy cannot dodge the sign-in limit with X-Forwarded-For', async () => {
    setRateLimitStore(stores[kind]());
    delete process.env.TRUSTED_PROXIES;
    for (let i = 0; i < RATE_LIMITS['sign-in'].limit; i += 1) expect((await signInFrom(`10.2.0.${i}`)).status).not.toBe(429);
    // A fresh forged address per request: all of them were the same client.
    expect((await signInFrom('10.2.1.1')).status).toBe(429);
  });
});

describe('routes that declare a limit', () => {
  it.each([
    ['POST /tickets', handler, 'create-ticket'],
    ['POST /comments', commentsHandler, 'create-comment'],
    ['POST /tickets/{id}/comments', ticketCommentsHandler, 'create-comment'],
    ['POST /private-messages', messagesHandler, 'private-message'],
    ['POST /uploads', uploadsHandler, 'upload'],
    ['POST /tickets/bulk', bulkHandler, 'bulk-update'],
    ['POST /layanan-keuangan/simulasi', simulationHandler, 'bank-simulation'],
    ['POST /layanan-keuangan/pengajuan', loanHandler, 'loan-application'],
  ] as const)('%s is limited by %s', (_name, route, limit) => {
    expect(route.methods.POST?.rateLimit).toBe(limit);
  });

  // Issue 30: every markdown render shares one pool; each route that writes markdown is limited per person.
  it.each([
    ['POST /feed/posts', feedPosts, 'POST', 'feed-post'],
    ['PATCH /feed/posts/{id}', feedPost, 'PATCH', 'markdown-write'],
    ['POST /feed/posts/{id}/comments', feedComments, 'POST', 'create-comment'],
    ['PATCH /feed/comments/{id}', feedComment, 'PATCH', 'markdown-write'],
    ['PATCH /tickets/{id}', ticketHandler, 'PATCH', 'markdown-write'],
    ['PATCH /tickets/{id}/comments/{commentId}', ticketComment, 'PATCH', 'markdown-write'],
    ['POST /podcasts', podcastsHandler, 'POST', 'markdown-write'],
    ['PATCH /podcasts/{id}', podcastHandler, 'PATCH', 'markdown-write'],
    ['POST /podcasts/{id}/comments', podcastComments, 'POST', 'create-comment'],
    ['PATCH /podcasts/{id}/comments/{commentId}', podcastComment, 'PATCH', 'markdown-write'],
    ['POST /webinars', webinarsHandler, 'POST', 'markdown-write'],
    ['PATCH /webinars/{id}', webinarHandler, 'PATCH', 'markdown-write'],
    ['POST /coaching-clinics', clinicsHandler, 'POST', 'markdown-write'],
    ['PATCH /coaching-clinics/{id}', clinicHandler, 'PATCH', 'markdown-write'],
    ['POST /announcements', announcementsHandler, 'POST', 'markdown-write'],
    ['PATCH /announcements/{id}', announcementHandler, 'PATCH', 'markdown-write'],
    ['POST /layanan/kepegawaian', servicePages, 'POST', 'markdown-write'],
    ['PATCH /layanan/kepegawaian/{slug}', servicePage, 'PATCH', 'markdown-write'],
    ['POST /ref/sub-faqs', subFaqs, 'POST', 'markdown-write'],
    ['PATCH /ref/sub-faqs/{id}', subFaq, 'PATCH', 'markdown-write'],
    ['PUT /feed/posts/{id}/likes', feedLikes, 'PUT', 'reaction'],
    ['DELETE /feed/posts/{id}/likes', feedLikes, 'DELETE', 'reaction'],
    ['PUT /feed/posts/{id}/reactions', feedReactions, 'PUT', 'reaction'],
  ] as const)('%s is limited by %s', (_name, route, method, limit) => {
    expect(route.methods[method]?.rateLimit).toBe(limit);
  });

  it('GET /admin/connections (each run calls every outside system) is limited by connection-check', () => {
    expect(connectionsHandler.methods.GET?.rateLimit).toBe('connection-check');
  });
});

// Counted before validation: a flood of invalid loan requests never reaches the bank, and still counts.
describe('finance routes, each a call to the partner bank', () => {
  it.each([
    ['/layanan-keuangan/simulasi', simulationHandler, 'bank-simulation'],
    ['/layanan-keuangan/pengajuan', loanHandler, 'loan-application'],
  ] as const)('POST %s answers 429 after its limit', async (path, route, name) => {
    setRateLimitStore(new MemoryRateLimitStore());
    for (let i = 0; i < RATE_LIMITS[name].limit; i += 1) expect((await ctx.api.call(route, { method: 'POST', path, body: {}, user: cast.requester })).status).toBe(400);
    const refused = await ctx.api.call<Failure>(route, { method: 'POST', path, body: {}, user: cast.requester });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
  });
});
