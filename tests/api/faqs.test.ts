import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/faqs';
import { seedDemoFaqs } from '@/server/db/seed/faqs';
import { faqs } from '@/server/db/schema';
import type { FaqGroup } from '@/utils/schemas/knowledge';
import { createFaq } from '../helpers/comment-fixtures';
import { expectFieldError } from '../helpers/knowledge-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

beforeAll(async () => {
  await seedDemoFaqs(ctx.db);
  await seedDemoFaqs(ctx.db);
  await ctx.db.insert(faqs).values({ name: 'Kosong' });
  await createFaq(ctx.db, 'Zona Uji', [
    { question: 'Bagaimana kenaikan pangkat pilihan?', answer: 'Diajukan oleh instansi.' },
    { question: 'Apa itu PAK?', answer: 'Penetapan angka kredit.' },
  ]);
});

const get = (path = '/') => ctx.api.call<FaqGroup[]>(handler, { path, user: null });

describe('GET /api/faqs (public)', () => {
  it('answers visitors without a session: groups with their questions, empty groups left out, seeded once', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    const names = res.body.map((g) => g.name);
    expect(names).toEqual(['Akun dan Login', 'Kenaikan Pangkat', 'Layanan Helpdesk', 'SIASN', 'Zona Uji']);
    expect(res.body.every((g) => g.items.length === 2)).toBe(true);
    expect(res.body[0].items[0]).toEqual({ id: expect.any(Number), question: expect.any(String), answer_html: expect.stringContaining('<strong>SIMASTER</strong>') });
  });

  it('keeps matching questions, case-insensitively, in the question or the answer', async () => {
    const res = await get('/?search=ANGKA%20KREDIT');
    expect(res.body.map((g) => [g.name, g.items.map((i) => i.question)])).toEqual([['Zona Uji', ['Apa itu PAK?']]]);
  });

  it('finds word forms through Indonesian full text (pangkat -> kenaikan pangkat)', async () => {
    const res = await get('/?search=naik%20pangkat');
    const questions = res.body.flatMap((g) => g.items.map((i) => i.question));
    expect(questions).toContain('Kapan periode kenaikan pangkat?');
  });

  it('keeps every question of a group whose name matches', async () => {
    const res = await get('/?search=siasn');
    expect(res.body.find((g) => g.name === 'SIASN')?.items).toHaveLength(2);
  });

  it('answers an empty list when nothing matches and 400 for a search over 100 characters', async () => {
    expect((await get('/?search=zzzzqqq')).body).toEqual([]);
    await expectFieldError(ctx.api, handler, { path: `/?search=${'a'.repeat(101)}`, user: null }, 'search');
  });
});
