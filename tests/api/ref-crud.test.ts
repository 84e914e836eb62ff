import { beforeAll, describe, expect, it } from 'vitest';
import type { NextApiHandler } from 'next';
import statusList from '@/pages/api/ref/status';
import statusItem from '@/pages/api/ref/status/[id]';
import priorityList from '@/pages/api/ref/priorities';
import priorityItem from '@/pages/api/ref/priorities/[id]';
import categoryList from '@/pages/api/ref/categories';
import categoryItem from '@/pages/api/ref/categories/[id]';
import subCategoryList from '@/pages/api/ref/sub-categories';
import subCategoryItem from '@/pages/api/ref/sub-categories/[id]';
import faqList from '@/pages/api/ref/faqs';
import faqItem from '@/pages/api/ref/faqs/[id]';
import subFaqList from '@/pages/api/ref/sub-faqs';
import subFaqItem from '@/pages/api/ref/sub-faqs/[id]';
import { categories, faqs } from '@/server/db/schema';
import { knowledgeCast, refusals, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

// The behaviour every /ref/<kind> shares (one generic helper serves them all): who may read and
// write, the create -> list -> patch -> delete cycle, 404 and an empty PATCH.

let cast: KnowledgeCast;
let categoryId: number;
let faqId: number;

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
  [{ id: categoryId }] = await ctx.db.insert(categories).values({ name: 'Kategori induk' }).returning({ id: categories.id });
  [{ id: faqId }] = await ctx.db.insert(faqs).values({ name: 'FAQ induk' }).returning({ id: faqs.id });
});

type Body = Record<string, unknown>;
const KINDS: { kind: string; list: NextApiHandler; item: NextApiHandler; create: () => Body; patch: Body; shows: string }[] = [
  { kind: 'status', list: statusList, item: statusItem, create: () => ({ code: 'ditunda', name: 'Ditunda', color: '#336699' }), patch: { name: 'Ditangguhkan' }, shows: 'name' },
  { kind: 'priorities', list: priorityList, item: priorityItem, create: () => ({ code: 'KRITIS', name: 'Kritis', color: 'magenta', sort_order: 9 }), patch: { name: 'Sangat kritis' }, shows: 'name' },
  { kind: 'categories', list: categoryList, item: categoryItem, create: () => ({ name: 'Gaji dan Tunjangan', description: 'TPP' }), patch: { name: 'Gaji' }, shows: 'name' },
  { kind: 'sub-categories', list: subCategoryList, item: subCategoryItem, create: () => ({ category_id: categoryId, name: 'TPP' }), patch: { name: 'TPP ASN' }, shows: 'name' },
  { kind: 'faqs', list: faqList, item: faqItem, create: () => ({ name: 'Cuti' }), patch: { name: 'Cuti Pegawai' }, shows: 'name' },
  { kind: 'sub-faqs', list: subFaqList, item: subFaqItem, create: () => ({ faq_id: faqId, question: 'Berapa hari cuti tahunan?', answer: '**12** hari' }), patch: { question: 'Berapa lama cuti tahunan?' }, shows: 'question' },
];

describe.each(KINDS)('/ref/$kind', ({ kind, list, item, create, patch, shows }) => {
  it.each(refusals(() => cast))('refuses a write by %s', async (_who, who, status) => {
    const user = who();
    expect((await ctx.api.call(list, { method: 'POST', path: `/ref/${kind}`, body: create(), user })).status).toBe(status);
    expect((await ctx.api.call(item, { method: 'PATCH', params: { id: '1' }, body: patch, user })).status).toBe(status);
    expect((await ctx.api.call(item, { method: 'DELETE', params: { id: '1' }, user })).status).toBe(status);
  });

  it('refuses anonymous reads and lets users and agents read', async () => {
    expect((await ctx.api.call(list, { user: null })).status).toBe(401);
    expect((await ctx.api.call(list, { user: cast.user })).status).toBe(200);
    expect((await ctx.api.call(list, { user: cast.agent })).status).toBe(200);
  });

  it('lets an admin create, list, change and delete', async () => {
    const created = await ctx.api.call<Body & { id: number }>(list, { method: 'POST', body: create(), user: cast.admin });
    expect(created.status).toBe(201);
    const listed = await ctx.api.call<Body[]>(list, { user: cast.user });
    expect(listed.body.map((r) => r.id)).toContain(created.body.id);

    const params = { id: String(created.body.id) };
    const changed = await ctx.api.call<Body>(item, { method: 'PATCH', params, body: patch, user: cast.admin });
    expect(changed.status).toBe(200);
    expect(changed.body[shows]).toBe(patch[shows]);
    expect((await ctx.api.call<Body>(item, { params, user: cast.agent })).body[shows]).toBe(patch[shows]);

    expect((await ctx.api.call(item, { method: 'DELETE', params, user: cast.admin })).status).toBe(204);
    expect((await ctx.api.call(item, { params, user: cast.admin })).status).toBe(404);
    expect((await ctx.api.call(item, { method: 'DELETE', params, user: cast.admin })).status).toBe(404);
    expect((await ctx.api.call(item, { method: 'PATCH', params, body: patch, user: cast.admin })).status).toBe(404);
  });

  it('answers 400 for an empty PATCH and a bad id', async () => {
    const empty = await ctx.api.call<{ code: string }>(item, { method: 'PATCH', params: { id: '1' }, body: {}, user: cast.admin });
    expect(empty.status).toBe(400);
    expect((await ctx.api.call(item, { params: { id: 'abc' }, user: cast.admin })).status).toBe(400);
  });

  it('answers 405 for PUT', async () => {
    expect((await ctx.api.call(list, { method: 'PUT', user: cast.admin })).status).toBe(405);
  });
});
