import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import listHandler from '@/pages/api/saved-replies';
import itemHandler from '@/pages/api/saved-replies/[id]';
import { savedReplies } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { SavedReplyView } from '@/utils/schemas/knowledge';
import { expectFieldError, knowledgeCast, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: KnowledgeCast;
type Page = Paginated<SavedReplyView>;

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
});

const create = (user: KnowledgeCast['agent'], title: string, content = 'Terima kasih, tiket sedang kami proses.') =>
  ctx.api.call<SavedReplyView>(listHandler, { method: 'POST', body: { title, content }, user });

describe('/api/saved-replies', () => {
  it.each([
    ['anonymous', null, 401],
    ['a user', 'user', 403],
  ] as const)('refuses %s on every method', async (_who, role, status) => {
    const user = role ? cast[role] : null;
    expect((await ctx.api.call(listHandler, { user })).status).toBe(status);
    expect((await ctx.api.call(listHandler, { method: 'POST', body: { title: 'x', content: 'y' }, user })).status).toBe(status);
    expect((await ctx.api.call(itemHandler, { method: 'PATCH', params: { id: '1' }, body: { title: 'x' }, user })).status).toBe(status);
    expect((await ctx.api.call(itemHandler, { method: 'DELETE', params: { id: '1' }, user })).status).toBe(status);
  });

  it('lets agents and admins keep their own replies, newest change first, searchable', async () => {
    const first = await create(cast.agent, 'Salam pembuka');
    expect(first.status).toBe(201);
    await create(cast.agent, 'Penutup', 'Tiket kami tutup. Silakan buka tiket baru bila perlu.');
    await create(cast.admin, 'Punya admin');
    const list = await ctx.api.call<Page>(listHandler, { user: cast.agent });
    expect(list.body.data.map((r) => r.title)).toEqual(['Penutup', 'Salam pembuka']);
    expect(list.body.total).toBe(2);
    const found = await ctx.api.call<Page>(listHandler, { path: '/?search=BUKA%20TIKET', user: cast.agent });
    expect(found.body.data.map((r) => r.title)).toEqual(['Penutup']);
    expect((await ctx.api.call<Page>(listHandler, { user: cast.admin })).body.data.map((r) => r.title)).toEqual(['Punya admin']);
  });

  it('edits and deletes own replies', async () => {
    const { body } = await create(cast.agent, 'Sementara');
    const params = { id: String(body.id) };
    const edited = await ctx.api.call<SavedReplyView>(itemHandler, { method: 'PATCH', params, body: { content: 'Isi baru' }, user: cast.agent });
    expect(edited.body).toMatchObject({ title: 'Sementara', content: 'Isi baru' });
    expect((await ctx.api.call(itemHandler, { method: 'DELETE', params, user: cast.agent })).status).toBe(204);
    expect(await ctx.db.select().from(savedReplies).where(eq(savedReplies.id, body.id))).toHaveLength(0);
  });

  it("answers 404 for someone else's reply and leaves it alone", async () => {
    const { body } = await create(cast.admin, 'Rahasia admin');
    const params = { id: String(body.id) };
    expect((await ctx.api.call(itemHandler, { method: 'PATCH', params, body: { title: 'Dibajak' }, user: cast.agent })).status).toBe(404);
    expect((await ctx.api.call(itemHandler, { method: 'DELETE', params, user: cast.agent })).status).toBe(404);
    const [row] = await ctx.db.select().from(savedReplies).where(eq(savedReplies.id, body.id));
    expect(row.title).toBe('Rahasia admin');
  });

  it.each([
    ['no title', { content: 'x' }, 'title'],
    ['an empty content', { title: 'x', content: '   ' }, 'content'],
    ['a title over 100 characters', { title: 'x'.repeat(101), content: 'x' }, 'title'],
  ])('answers 400 for %s', async (_n, body, field) => {
    await expectFieldError(ctx.api, listHandler, { method: 'POST', body, user: cast.agent }, field);
  });

  it('answers 400 for an empty PATCH', async () => {
    expect((await ctx.api.call(itemHandler, { method: 'PATCH', params: { id: '1' }, body: {}, user: cast.agent })).status).toBe(400);
  });
});
