import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import auth from '@/pages/api/auth/[...nextauth]';
import handler from '@/pages/api/tickets';
import { seedDemoReferences } from '@/server/db/seed/references';
import { tickets } from '@/server/db/schema';
import { createCast } from '../../helpers/ticket-fixtures';
import { useApiContext } from '../../helpers/api-context';

const ctx = useApiContext();

let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  await seedDemoReferences(ctx.db);
  cast = await createCast(ctx.db);
});

const body = { title: 'Pengajuan cuti belum diproses', description: 'Mohon dibantu.' };
const create = (headers: Record<string, string>) => ctx.api.call<{ code: string; message: string }>(handler, { method: 'POST', path: '/tickets', body, user: cast.requester, headers });
const ticketCount = async () => (await ctx.db.select({ n: count() }).from(tickets))[0].n;

describe('same-origin rule for state-changing API requests', () => {
  it.each([
    ['a cross-site Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (another port)', { 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:1' }],
    ["the opaque Origin 'null'", { origin: 'null' }],
  ])('refuses %s with 403 in Indonesian and writes nothing', async (_name, headers) => {
    const before = await ticketCount();
    const res = await create(headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'CROSS_SITE_REQUEST', message: 'Permintaan dari situs lain ditolak' });
    expect(await ticketCount()).toBe(before);
  });

  it('refuses a cross-site write before looking at the session (403, not 401)', async () => {
    const res = await ctx.api.call(handler, { method: 'POST', path: '/tickets', body, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });

  it('accepts our own pages: same Origin, or Sec-Fetch-Site same-origin', async () => {
    expect((await create({})).status).toBe(201);
    expect((await create({ 'sec-fetch-site': 'same-origin' })).status).toBe(201);
  });

  it('accepts a write with neither Origin nor Sec-Fetch-Site (a non-browser client)', async () => {
    const res = await ctx.api.call(handler, { method: 'POST', path: '/tickets', body, user: cast.requester, origin: null });
    expect(res.status).toBe(201);
  });

  it('never refuses a read, even cross-site (reads change nothing; CORS keeps the answer from the other site)', async () => {
    const res = await ctx.api.call(handler, { path: '/tickets', user: cast.requester, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
  });

  it("refuses a cross-site post to next-auth's sign-out and sign-in as well", async () => {
    for (const action of [['signout'], ['signin', 'simaster']]) {
      const res = await ctx.api.call(auth, { method: 'POST', form: true, body: { csrfToken: 'x' }, params: { nextauth: action }, headers: { origin: 'https://evil.example' } });
      expect(res.status).toBe(403);
    }
  });

  it('lets an identity provider post back to the callback (form_post), which next-auth checks itself', async () => {
    const res = await ctx.api.call(auth, { method: 'POST', form: true, body: { code: 'x', state: 'y' }, params: { nextauth: ['callback', 'simaster'] }, headers: { origin: 'https://idp.example' } });
    expect(res.status).not.toBe(403);
  });
});
