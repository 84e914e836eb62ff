import { beforeAll, describe, expect, it } from 'vitest';
import listHandler from '@/pages/api/announcements';
import itemHandler from '@/pages/api/announcements/[id]';
import { announcements } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { AnnouncementView } from '@/utils/schemas/knowledge';
import { expectFieldError, knowledgeCast, refusals, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: KnowledgeCast;
const ids: Record<string, number> = {};
type Page = Paginated<AnnouncementView>;
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY);

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
  const rows: [string, Date | null, Date | null, boolean][] = [
    ['open', null, null, true],
    ['running', at(-1), at(1), true],
    ['future', at(1), null, true],
    ['expired', null, at(-1), true],
    ['inactive', null, null, false],
  ];
  for (const [title, startsAt, endsAt, isActive] of rows) {
    const [row] = await ctx.db
      .insert(announcements)
      .values({ title, contentMarkdown: title, contentHtml: `<p>${title}</p>`, startsAt, endsAt, isActive, createdBy: cast.admin.id })
      .returning();
    ids[title] = row.id;
  }
});

const titles = (page: Page) => page.data.map((a) => a.title).sort();

describe('GET /api/announcements', () => {
  it('answers only the ones shown now to everyone signed in (open bounds count as open)', async () => {
    const res = await ctx.api.call<Page>(listHandler, { path: '/?active=true', user: cast.user });
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['open', 'running']);
    expect(res.body.data.every((a) => a.is_shown)).toBe(true);
    expect(res.body.data[0].created_by?.id).toBe(cast.admin.id);
  });

  it('answers the full list to admins only', async () => {
    expect((await ctx.api.call(listHandler, { user: null })).status).toBe(401);
    expect((await ctx.api.call(listHandler, { user: cast.agent })).status).toBe(403);
    const all = await ctx.api.call<Page>(listHandler, { user: cast.admin });
    expect(all.body.total).toBeGreaterThanOrEqual(5);
    expect(all.body.data.find((a) => a.title === 'future')?.is_shown).toBe(false);
  });

  it('shows a hidden announcement by id to admins only', async () => {
    const params = { id: String(ids.expired) };
    expect((await ctx.api.call(itemHandler, { params, user: cast.user })).status).toBe(404);
    expect((await ctx.api.call(itemHandler, { params, user: cast.admin })).status).toBe(200);
    expect((await ctx.api.call(itemHandler, { params: { id: String(ids.open) }, user: cast.user })).status).toBe(200);
  });
});

describe('writing announcements', () => {
  it.each(refusals(() => cast))('refuses %s', async (_who, who, status) => {
    const user = who();
    expect((await ctx.api.call(listHandler, { method: 'POST', body: { title: 'X', content: 'Y' }, user })).status).toBe(status);
    expect((await ctx.api.call(itemHandler, { method: 'PATCH', params: { id: String(ids.open) }, body: { title: 'Z' }, user })).status).toBe(status);
    expect((await ctx.api.call(itemHandler, { method: 'DELETE', params: { id: String(ids.open) }, user })).status).toBe(status);
  });

  it('creates with rendered, sanitized content, edits and deletes', async () => {
    const created = await ctx.api.call<AnnouncementView>(listHandler, {
      method: 'POST',
      body: { title: 'Libur', content: '**Libur** nasional <img src=x onerror=alert(1)>', starts_at: at(-1).toISOString(), ends_at: at(2).toISOString() },
      user: cast.admin,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Libur', is_active: true, is_shown: true });
    expect(created.body.content_html).toContain('<strong>Libur</strong>');
    expect(created.body.content_html).not.toContain('onerror');
    const params = { id: String(created.body.id) };
    const hidden = await ctx.api.call<AnnouncementView>(itemHandler, { method: 'PATCH', params, body: { is_active: false }, user: cast.admin });
    expect(hidden.body).toMatchObject({ is_active: false, is_shown: false, title: 'Libur' });
    expect((await ctx.api.call(itemHandler, { method: 'DELETE', params, user: cast.admin })).status).toBe(204);
    expect((await ctx.api.call(itemHandler, { method: 'DELETE', params, user: cast.admin })).status).toBe(404);
  });

  it('refuses an end before the start, also against the stored start', async () => {
    const body = { title: 'X', content: 'Y', starts_at: at(2).toISOString(), ends_at: at(1).toISOString() };
    await expectFieldError(ctx.api, listHandler, { method: 'POST', body, user: cast.admin }, 'ends_at');
    const params = { id: String(ids.future) };
    await expectFieldError(ctx.api, itemHandler, { method: 'PATCH', params, body: { ends_at: at(0.5).toISOString() }, user: cast.admin }, 'ends_at');
  });

  it.each([
    ['no title', { content: 'Y' }, 'title'],
    ['a date that is not ISO', { title: 'X', content: 'Y', starts_at: 'besok' }, 'starts_at'],
  ])('answers 400 for %s', async (_n, body, field) => {
    await expectFieldError(ctx.api, listHandler, { method: 'POST', body, user: cast.admin }, field);
  });
});
