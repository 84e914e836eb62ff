import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import listHandler from '@/pages/api/layanan/kepegawaian/index';
import pageHandler from '@/pages/api/layanan/kepegawaian/[slug]';
import { servicePages } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { ServicePageCard, ServicePageView } from '@/utils/schemas/service-catalogue';
import type { SessionUser } from '@/utils/session-user';
import { knowledgeCast, refusals, type ErrorBody, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { insertServicePage, insertSubCategory } from '../helpers/service-catalogue-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();
let cast: KnowledgeCast;
let sub: Awaited<ReturnType<typeof insertSubCategory>>;

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
  sub = await insertSubCategory(ctx.db, 'Kenaikan Pangkat');
});

const read = (slug: string, user: SessionUser | null = null) => ctx.api.call<ServicePageView & ErrorBody>(pageHandler, { params: { slug }, user });
const list = (query: string, user: SessionUser | null = null) => ctx.api.call<Paginated<ServicePageCard>>(listHandler, { path: `/?${query}`, user });
const create = (body: Record<string, unknown>, user: SessionUser | null = cast.admin) =>
  ctx.api.call<ServicePageView & ErrorBody>(listHandler, { method: 'POST', body, user });
const patch = (slug: string, body: Record<string, unknown>, user: SessionUser | null = cast.admin) =>
  ctx.api.call<ServicePageView & ErrorBody>(pageHandler, { method: 'PATCH', params: { slug }, body, user });

describe('GET /layanan/kepegawaian/{slug}', () => {
  it('shows a visitor a published page with its HTML, requirements and sub-category, without the markdown', async () => {
    await insertServicePage(ctx.db, { slug: 'terbit-uji', title: 'Kenaikan Pangkat', subCategoryId: sub.id, requirements: ['SK pangkat terakhir', 'SKP 2 tahun terakhir'] });
    const res = await read('terbit-uji');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: 'terbit-uji',
      title: 'Kenaikan Pangkat',
      content_html: '<p>Isi <strong>layanan</strong></p>',
      requirements: ['SK pangkat terakhir', 'SKP 2 tahun terakhir'],
      is_published: true,
      sub_category: { id: sub.id, name: 'Kenaikan Pangkat', category_name: sub.category_name },
    });
    expect(res.body).not.toHaveProperty('content_markdown');
    expect(Object.keys(res.body.sub_category ?? {}).sort()).toEqual(['category_name', 'id', 'name']);
  });

  it('answers sub_category null for a page without one, and 404 for an unknown slug', async () => {
    await insertServicePage(ctx.db, { slug: 'tanpa-sub' });
    expect((await read('tanpa-sub')).body.sub_category).toBeNull();
    const missing = await read('tidak-ada');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'NOT_FOUND', message: 'Layanan tidak ditemukan' });
  });

  it('hides a draft (404) from a visitor, a user and an agent, and shows it to an admin with its markdown', async () => {
    await insertServicePage(ctx.db, { slug: 'draf-uji', published: false });
    for (const who of [null, cast.user, cast.agent]) expect((await read('draf-uji', who)).status).toBe(404);
    const admin = await read('draf-uji', cast.admin);
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ is_published: false, content_markdown: 'Isi **layanan**' });
  });
});

describe('GET /layanan/kepegawaian', () => {
  it('lists published pages by sort order then title for visitors, drafts for admins too', async () => {
    await insertServicePage(ctx.db, { slug: 'urut-b', title: 'Urutan Beta', sortOrder: 1 });
    await insertServicePage(ctx.db, { slug: 'urut-a', title: 'Urutan Alfa', sortOrder: 1 });
    await insertServicePage(ctx.db, { slug: 'urut-nol', title: 'Urutan Nol', sortOrder: 0 });
    await insertServicePage(ctx.db, { slug: 'urut-draf', title: 'Urutan Draf', sortOrder: 0, published: false });
    const visitor = await list('search=urutan');
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.map((p) => p.slug)).toEqual(['urut-nol', 'urut-a', 'urut-b']);
    expect(Object.keys(visitor.body.data[0]).sort()).toEqual(['id', 'is_published', 'slug', 'sort_order', 'summary', 'title', 'updated_at']);
    for (const who of [cast.user, cast.agent]) expect((await list('search=urutan', who)).body.total).toBe(3);
    const admin = await list('search=urutan', cast.admin);
    expect(admin.body.data.map((p) => [p.slug, p.is_published])).toEqual([
      ['urut-draf', false],
      ['urut-nol', true],
      ['urut-a', true],
      ['urut-b', true],
    ]);
  });

  it('searches title and summary, case-insensitively and with % taken literally', async () => {
    await insertServicePage(ctx.db, { slug: 'cari-judul', title: 'Pencantuman Gelar Cariku' });
    await insertServicePage(ctx.db, { slug: 'cari-ringkas', title: 'Lainnya', summary: 'ringkasan CARIKU di sini' });
    await insertServicePage(ctx.db, { slug: 'cari-persen', title: 'Diskon 100% cariku' });
    expect((await list('search=cariku')).body.data.map((p) => p.slug).sort()).toEqual(['cari-judul', 'cari-persen', 'cari-ringkas']);
    expect((await list('search=100%25 cariku')).body.data.map((p) => p.slug)).toEqual(['cari-persen']);
    expect((await list('search=10%25%25')).body.total).toBe(0);
  });

  it('pages the list', async () => {
    const res = await list('search=urutan&limit=2&page=2');
    expect(res.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(res.body.data.map((p) => p.slug)).toEqual(['urut-b']);
  });
});

describe('POST /layanan/kepegawaian', () => {
  it('creates a page with its markdown rendered on the server (201)', async () => {
    const res = await create({ slug: 'baru-dibuat', title: 'Cuti', content_markdown: 'Cuti **tahunan**', requirements: [' Formulir cuti '], sub_category_id: sub.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ slug: 'baru-dibuat', title: 'Cuti', is_published: false, sort_order: 0, requirements: ['Formulir cuti'], content_markdown: 'Cuti **tahunan**' });
    expect(res.body.content_html).toContain('<strong>tahunan</strong>');
    expect(res.body.sub_category).toEqual(sub);
    const [row] = await ctx.db.select().from(servicePages).where(eq(servicePages.slug, 'baru-dibuat'));
    expect(row.updatedBy).toBe(cast.admin.id);
  });

  it('refuses a slug in use (409 SLUG_TAKEN)', async () => {
    await insertServicePage(ctx.db, { slug: 'sudah-ada' });
    const res = await create({ slug: 'sudah-ada', title: 'Lain' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'SLUG_TAKEN', message: 'Alamat halaman (slug) ini sudah dipakai layanan lain.' });
  });

  it.each(['kelola', 'baru'])('refuses the reserved slug %s (422)', async (slug) => {
    const res = await create({ slug, title: 'Bentrok' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('SLUG_RESERVED');
    expect(res.body.fields?.map((f) => f.path)).toEqual(['slug']);
  });

  it.each(['Huruf-Besar', 'spasi di tengah', '-awal', 'akhir-', 'dua--strip', 'garis_bawah', 'a'.repeat(81)])('refuses the malformed slug %s (400)', async (slug) => {
    const res = await create({ slug, title: 'Salah' });
    expect(res.status).toBe(400);
    expect(res.body.fields?.map((f) => f.path)).toContain('slug');
  });

  it('refuses a sub-category that does not exist (422) and writes nothing', async () => {
    const res = await create({ slug: 'sub-hilang', title: 'Sub hilang', sub_category_id: 999_999 });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'SUB_CATEGORY_NOT_FOUND', fields: [{ path: 'sub_category_id', message: 'Sub-kategori tidak ditemukan' }] });
    expect(await ctx.db.select().from(servicePages).where(eq(servicePages.slug, 'sub-hilang'))).toEqual([]);
  });

  it('refuses more than 30 requirements or one longer than 300 characters (400)', async () => {
    expect((await create({ slug: 'syarat-banyak', title: 'X', requirements: Array.from({ length: 31 }, (_, i) => `Syarat ${i}`) })).status).toBe(400);
    expect((await create({ slug: 'syarat-panjang', title: 'X', requirements: ['x'.repeat(301)] })).status).toBe(400);
  });

  it.each(refusals(() => cast))('refuses %s', async (_who, who, status) => {
    expect((await create({ slug: 'tidak-boleh', title: 'X' }, who())).status).toBe(status);
  });
});

describe('PATCH and DELETE /layanan/kepegawaian/{slug}', () => {
  it('changes any field, the slug too: the old address is gone, the new one answers', async () => {
    await insertServicePage(ctx.db, { slug: 'ubah-lama', published: false });
    const res = await patch('ubah-lama', { slug: 'ubah-baru', title: 'Judul Baru', content_markdown: '*miring*', is_published: true, sort_order: 5, sub_category_id: sub.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slug: 'ubah-baru', title: 'Judul Baru', is_published: true, sort_order: 5, sub_category: sub });
    expect(res.body.content_html).toContain('<em>miring</em>');
    expect((await read('ubah-lama', cast.admin)).status).toBe(404);
    expect((await read('ubah-baru')).status).toBe(200);
    expect((await patch('ubah-baru', { sub_category_id: null })).body.sub_category).toBeNull();
  });

  it('refuses a slug another page holds (409), a reserved slug (422), an unknown sub-category (422), an empty patch (400)', async () => {
    await insertServicePage(ctx.db, { slug: 'milik-a' });
    await insertServicePage(ctx.db, { slug: 'milik-b' });
    expect((await patch('milik-b', { slug: 'milik-a' })).body.code).toBe('SLUG_TAKEN');
    expect((await patch('milik-b', { slug: 'kelola' })).status).toBe(422);
    expect((await patch('milik-b', { sub_category_id: 999_999 })).status).toBe(422);
    expect((await patch('milik-b', {})).status).toBe(400);
    expect((await patch('tidak-ada', { title: 'X' })).status).toBe(404);
  });

  it('deletes a page (204), then it is 404', async () => {
    await insertServicePage(ctx.db, { slug: 'hapus-saya' });
    const res = await ctx.api.call(pageHandler, { method: 'DELETE', params: { slug: 'hapus-saya' }, user: cast.admin });
    expect(res.status).toBe(204);
    expect((await read('hapus-saya', cast.admin)).status).toBe(404);
    expect((await ctx.api.call(pageHandler, { method: 'DELETE', params: { slug: 'hapus-saya' }, user: cast.admin })).status).toBe(404);
  });

  it.each(refusals(() => cast))('refuses %s a change or a deletion', async (_who, who, status) => {
    await insertServicePage(ctx.db, { slug: `jaga-${status}-${who()?.id ?? 0}` });
    const slug = `jaga-${status}-${who()?.id ?? 0}`;
    expect((await patch(slug, { title: 'X' }, who())).status).toBe(status);
    expect((await ctx.api.call(pageHandler, { method: 'DELETE', params: { slug }, user: who() })).status).toBe(status);
    expect((await read(slug)).status).toBe(200);
  });
});
