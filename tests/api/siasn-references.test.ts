import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import refList from '@/pages/api/siasn/ref/[name]';
import refNames from '@/pages/api/siasn/ref';
import { siasnReferences } from '@/server/db/schema';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { useApiContext } from '../helpers/api-context';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

const ctx = useApiContext();
const siasn = useSiasnSandbox();

let admin: SessionUser;
let user: SessionUser;

beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
  user = await createUser(ctx.db, { role: 'user' });
});

afterEach(() => siasn.sandbox.resetFaults());

const sync = (name: string, who: SessionUser) => ctx.api.call<{ name: string; total: number; synced_at: string; code?: string }>(refList, { method: 'PUT', path: `/siasn/ref/${name}`, params: { name }, user: who });
const list = (name: string, query = '') =>
  ctx.api.call<{ results: { id: string; label: string; data: Record<string, unknown> }[]; total: number }>(refList, { path: `/siasn/ref/${name}${query}`, params: { name }, user });

describe('SIASN reference lists', () => {
  it('copies a list from SIASN, then serves it searched and paged from the database', async () => {
    const res = await sync('golongan', admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'golongan', total: 17 });
    const page = await list('golongan', '?q=pembina&limit=3');
    expect(page.body.total).toBe(5);
    expect(page.body.results).toHaveLength(3);
    expect(page.body.results.every((r) => /pembina/i.test(r.label))).toBe(true);
  });

  it('pages through ref-unor (PascalCase rows) into the unor list', async () => {
    const res = await sync('unor', admin);
    expect(res.body.total).toBeGreaterThan(500);
    expect((await list('unor', '?q=Badan Kepegawaian')).body.results[0].data).toHaveProperty('CepatKode');
  });

  it('leaves the previous copy whole when SIASN fails (the list is fetched in full before anything is written)', async () => {
    await sync('unor', admin);
    const before = await ctx.db.select().from(siasnReferences).where(eq(siasnReferences.name, 'unor'));
    siasn.sandbox.setFaults({ status: 500, pathPrefix: '/referensi/ref-unor' });
    const failed = await sync('unor', admin);
    expect(failed.status).toBe(502);
    const after = await ctx.db.select().from(siasnReferences).where(eq(siasnReferences.name, 'unor'));
    expect(after).toEqual(before);
  });

  it('lists every name with its count, refuses unknown names and non-admin syncs', async () => {
    const names = await ctx.api.call<{ name: string; total: number; synced_at: string | null }[]>(refNames, { path: '/siasn/ref', user });
    expect(names.body.find((n) => n.name === 'golongan')).toMatchObject({ total: 17, synced_at: expect.any(String) });
    expect(names.body.find((n) => n.name === 'ref-dokumen')).toMatchObject({ synced_at: null });
    expect((await sync('gaji', admin)).status).toBe(404);
    expect((await sync('golongan', user)).status).toBe(403);
    expect((await list('golongan', '?limit=1000')).status).toBe(400);
  });
});
