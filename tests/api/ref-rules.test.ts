import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import statusList from '@/pages/api/ref/status';
import statusItem from '@/pages/api/ref/status/[id]';
import priorityList from '@/pages/api/ref/priorities';
import priorityItem from '@/pages/api/ref/priorities/[id]';
import categoryList from '@/pages/api/ref/categories';
import categoryItem from '@/pages/api/ref/categories/[id]';
import subCategoryList from '@/pages/api/ref/sub-categories';
import subCategoryItem from '@/pages/api/ref/sub-categories/[id]';
import faqItem from '@/pages/api/ref/faqs/[id]';
import subFaqList from '@/pages/api/ref/sub-faqs';
import { categories, faqs, priorities, status, subCategories, subFaqs, tickets } from '@/server/db/schema';
import type { CodedRefView, SubFaqView } from '@/utils/schemas/knowledge';
import { expectFieldError, knowledgeCast, statusIdOf, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { insertTicket } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: KnowledgeCast;

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
});

const count = async (table: typeof categories | typeof subCategories | typeof faqs | typeof status, id: number) =>
  (await ctx.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length;

async function expectConflict(res: { status: number; body: unknown }, text: RegExp) {
  expect(res.status).toBe(409);
  expect(res.body).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(text) });
}

describe('lifecycle codes', () => {
  it('are listed as locked, in lifecycle order', async () => {
    const res = await ctx.api.call<CodedRefView[]>(statusList, { user: cast.user });
    expect(res.body.map((s) => [s.code, s.locked])).toEqual([['DIAJUKAN', true], ['DIKERJAKAN', true], ['SELESAI', true], ['DITOLAK', true]]);
  });

  it('keep their code: renaming and deleting are 409, name and colour stay editable', async () => {
    const id = String(await statusIdOf(ctx.db, 'DIAJUKAN'));
    await expectConflict(await ctx.api.call(statusItem, { method: 'PATCH', params: { id }, body: { code: 'BARU' }, user: cast.admin }), /DIAJUKAN.*tidak dapat diubah/);
    await expectConflict(await ctx.api.call(statusItem, { method: 'DELETE', params: { id }, user: cast.admin }), /alur tiket/);
    const edited = await ctx.api.call<CodedRefView>(statusItem, { method: 'PATCH', params: { id }, body: { name: 'Baru diajukan', color: '#ffaa00', code: 'diajukan' }, user: cast.admin });
    expect(edited.body).toMatchObject({ code: 'DIAJUKAN', name: 'Baru diajukan', color: '#ffaa00' });
    const [rendah] = await ctx.db.select({ id: priorities.id }).from(priorities).where(eq(priorities.code, 'RENDAH'));
    await expectConflict(await ctx.api.call(priorityItem, { method: 'DELETE', params: { id: String(rendah.id) }, user: cast.admin }), /alur tiket/);
  });
});

describe('deleting what is in use', () => {
  it('refuses a status used by tickets (and deletes nothing), renames its code on the tickets', async () => {
    const created = await ctx.api.call<CodedRefView>(statusList, { method: 'POST', body: { code: 'DITUNDA', name: 'Ditunda', color: 'purple' }, user: cast.admin });
    const ticket = await insertTicket(ctx.db, { requester: cast.user });
    await ctx.db.update(tickets).set({ statusCode: 'DITUNDA' }).where(eq(tickets.id, ticket.id));
    const params = { id: String(created.body.id) };
    await expectConflict(await ctx.api.call(statusItem, { method: 'DELETE', params, user: cast.admin }), /digunakan oleh 1 tiket/);
    expect(await count(status, created.body.id)).toBe(1);
    await ctx.api.call(statusItem, { method: 'PATCH', params, body: { code: 'TERTUNDA' }, user: cast.admin });
    const [row] = await ctx.db.select({ code: tickets.statusCode }).from(tickets).where(eq(tickets.id, ticket.id));
    expect(row.code).toBe('TERTUNDA');
  });

  it('refuses a priority used by tickets', async () => {
    const created = await ctx.api.call<CodedRefView>(priorityList, { method: 'POST', body: { code: 'KRITIS', name: 'Kritis', color: 'red' }, user: cast.admin });
    const ticket = await insertTicket(ctx.db, { requester: cast.user });
    await ctx.db.update(tickets).set({ priorityCode: 'KRITIS' }).where(eq(tickets.id, ticket.id));
    await expectConflict(await ctx.api.call(priorityItem, { method: 'DELETE', params: { id: String(created.body.id) }, user: cast.admin }), /Prioritas masih digunakan/);
    const kritisFor = async (user: typeof cast.user) => (await ctx.api.call<CodedRefView[]>(priorityList, { user })).body.find((p) => p.code === 'KRITIS');
    expect((await kritisFor(cast.agent))?.total_tickets).toBe(1);
    // A plain user cannot open that ticket, so is not told it exists.
    expect(await kritisFor(cast.user)).not.toHaveProperty('total_tickets');
  });

  it('refuses a category with sub-categories and a sub-category used by a ticket', async () => {
    const [category] = await ctx.db.insert(categories).values({ name: 'Cuti' }).returning();
    const [sub] = await ctx.db.insert(subCategories).values({ categoryId: category.id, name: 'Cuti Tahunan' }).returning();
    await insertTicket(ctx.db, { requester: cast.user, subCategoryId: sub.id });
    await expectConflict(await ctx.api.call(categoryItem, { method: 'DELETE', params: { id: String(category.id) }, user: cast.admin }), /sub-kategori/);
    await expectConflict(await ctx.api.call(subCategoryItem, { method: 'DELETE', params: { id: String(sub.id) }, user: cast.admin }), /1 tiket/);
    expect(await count(categories, category.id)).toBe(1);
    expect(await count(subCategories, sub.id)).toBe(1);
  });

  it('refuses a FAQ with questions', async () => {
    const [faq] = await ctx.db.insert(faqs).values({ name: 'Pensiun' }).returning();
    await ctx.db.insert(subFaqs).values({ faqId: faq.id, question: 'Kapan BUP?', answerMarkdown: '58 tahun', answerHtml: '<p>58 tahun</p>' });
    await expectConflict(await ctx.api.call(faqItem, { method: 'DELETE', params: { id: String(faq.id) }, user: cast.admin }), /pertanyaan/);
    expect(await count(faqs, faq.id)).toBe(1);
  });
});

describe('usage counts', () => {
  it('count the children of each row, not of the row with the same id', async () => {
    const made = await ctx.db.insert(categories).values([{ name: 'Hitung A' }, { name: 'Hitung B' }, { name: 'Hitung C' }]).returning();
    const last = made[2];
    await ctx.db.insert(subCategories).values([{ categoryId: last.id, name: 'S1' }, { categoryId: last.id, name: 'S2' }]);
    const [faq] = await ctx.db.insert(faqs).values({ name: 'Hitung FAQ' }).returning();
    await ctx.db.insert(subFaqs).values({ faqId: faq.id, question: 'Q?', answerMarkdown: 'A', answerHtml: '<p>A</p>' });
    const listed = await ctx.api.call<{ id: number; total_sub_categories: number }[]>(categoryList, { path: '/?search=Hitung', user: cast.user });
    expect(listed.body.map((c) => [c.id, c.total_sub_categories])).toEqual([[made[0].id, 0], [made[1].id, 0], [last.id, 2]]);
    expect((await ctx.api.call<{ total_sub_faqs: number }>(faqItem, { params: { id: String(faq.id) }, user: cast.user })).body.total_sub_faqs).toBe(1);
  });
});

describe('validation', () => {
  it.each([
    ['a lower-case code with a space', { code: 'dua kata', name: 'X', color: 'red' }, 'code'],
    ['no name', { code: 'BARU', color: 'red' }, 'name'],
    ['a colour that is not one', { code: 'BARU', name: 'Baru', color: 'url(x)' }, 'color'],
  ])('answers 400 for a status with %s', async (_n, body, field) => {
    await expectFieldError(ctx.api, statusList, { method: 'POST', body, user: cast.admin }, field);
  });

  it('answers 409 for a duplicate code or category name', async () => {
    await expectConflict(await ctx.api.call(statusList, { method: 'POST', body: { code: 'selesai', name: 'Lagi', color: 'green' }, user: cast.admin }), /sudah dipakai/);
    await ctx.api.call(categoryList, { method: 'POST', body: { name: 'Mutasi' }, user: cast.admin });
    await expectConflict(await ctx.api.call(categoryList, { method: 'POST', body: { name: 'Mutasi' }, user: cast.admin }), /sudah dipakai/);
  });

  it('answers 400 on the parent field when the category or FAQ does not exist', async () => {
    await expectFieldError(ctx.api, subCategoryList, { method: 'POST', body: { category_id: 999999, name: 'X' }, user: cast.admin }, 'category_id');
    await expectFieldError(ctx.api, subFaqList, { method: 'POST', body: { faq_id: 999999, question: 'X?', answer: 'Y' }, user: cast.admin }, 'faq_id');
  });

  it('stores sub-FAQ answers as sanitized HTML', async () => {
    const [faq] = await ctx.db.insert(faqs).values({ name: 'Keamanan' }).returning();
    const res = await ctx.api.call<SubFaqView>(subFaqList, { method: 'POST', body: { faq_id: faq.id, question: 'Aman?', answer: '**Ya** <script>alert(1)</script>' }, user: cast.admin });
    expect(res.status).toBe(201);
    expect(res.body.answer_html).toContain('<strong>Ya</strong>');
    expect(res.body.answer_html).not.toContain('<script');
  });
});
