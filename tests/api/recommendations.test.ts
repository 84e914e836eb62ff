import { beforeAll, describe, expect, it } from 'vitest';
import faqsHandler from '@/pages/api/recommendations/faqs';
import ticketsHandler from '@/pages/api/recommendations/tickets';
import forTicketHandler from '@/pages/api/tickets/[id]/recommendations';
import type { Ticket } from '@/server/db/schema';
import type { FaqSuggestion, TicketSuggestion } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createFaq, createTicket } from '../helpers/comment-fixtures';
import { createUser } from '../helpers/fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let requester: SessionUser;
let otherUser: SessionUser;
const seeded: Record<string, Ticket> = {};

const PUBLISHED = {
  pangkat: ['Kenaikan pangkat reguler belum diproses', 'Berkas usulan kenaikan pangkat periode April ditolak BKN'],
  skp: ['Nilai SKP tahunan tidak muncul di e-Kinerja', 'Cara mengisi SKP untuk jabatan fungsional'],
  siasn: ['Tidak bisa login SIASN setelah ganti password', 'Akun MySAPK dan SIASN terkunci'],
  other: ['Pengajuan cuti melahirkan untuk PPPK', 'Perubahan data pendidikan terakhir'],
};

beforeAll(async () => {
  requester = await createUser(ctx.db, { role: 'user' });
  otherUser = await createUser(ctx.db, { role: 'user' });
  for (const [topic, titles] of Object.entries(PUBLISHED)) {
    for (const [i, title] of titles.entries()) {
      seeded[`${topic}${i}`] = await createTicket(ctx.db, { requester, published: true, title, description: `Pertanyaan tentang ${title.toLowerCase()}` });
    }
  }
  seeded.hiddenPangkat = await createTicket(ctx.db, { requester, title: 'Kenaikan pangkat rahasia belum diproses' });
  await createFaq(ctx.db, 'Kepegawaian', [
    { question: 'Bagaimana syarat kenaikan pangkat pilihan?', answer: 'Lampirkan SK jabatan dan dua SKP terakhir.' },
    { question: 'Kapan periode kenaikan pangkat?', answer: 'April dan Oktober setiap tahun.' },
  ]);
  await createFaq(ctx.db, 'Aplikasi', [{ question: 'Lupa password SIASN', answer: 'Gunakan menu lupa kata sandi di SSO BKN.' }]);
});

const suggest = (title: string, user: SessionUser | null = otherUser, limit?: number) =>
  ctx.api.call<TicketSuggestion[]>(ticketsHandler, { path: `/?${new URLSearchParams({ title, ...(limit ? { limit: String(limit) } : {}) })}`, user });
const titles = (list: { title: string }[]) => list.map((s) => s.title);

describe('GET /api/recommendations/tickets', () => {
  it.each([
    ['kenaikan pangkat saya belum diproses', 'pangkat0', 'pangkat1'],
    ['usulan naik pangkat ditolak', 'pangkat1', 'pangkat0'],
    ['nilai SKP tidak muncul', 'skp0', 'skp1'],
    ['gagal login siasn', 'siasn0', 'siasn1'],
    ['siasn terkunci', 'siasn1', 'siasn0'],
  ])('"%s" finds the right tickets first', async (title, first, second) => {
    const res = await suggest(title);
    expect(res.status).toBe(200);
    expect(titles(res.body).slice(0, 2)).toEqual([seeded[first].title, seeded[second].title]);
    expect(res.body[0]).toMatchObject({ id: seeded[first].id, number: seeded[first].number, status: { code: 'DIAJUKAN', name: 'Diajukan' } });
  });

  it('finds a title with a typo through trigram similarity', async () => {
    const res = await suggest('kenaikan pangakt reguler');
    expect(titles(res.body)[0]).toBe(seeded.pangkat0.title);
  });

  it('answers best first, with scores that never increase', async () => {
    const { body } = await suggest('kenaikan pangkat SKP SIASN', otherUser, 10);
    expect(body.length).toBeGreaterThan(3);
    const scores = body.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('never suggests unpublished tickets, not even to their requester', async () => {
    const { body } = await suggest('kenaikan pangkat rahasia belum diproses', requester, 10);
    expect(body.map((s) => s.id)).not.toContain(seeded.hiddenPangkat.id);
  });

  it('ignores function words: a question made of them finds nothing', async () => {
    expect((await suggest('bagaimana cara')).body).toEqual([]);
  });

  it('limits to 5 by default and honours limit', async () => {
    expect((await suggest('pangkat SKP SIASN cuti pendidikan data')).body).toHaveLength(5);
    expect((await suggest('pangkat SKP SIASN', otherUser, 2)).body).toHaveLength(2);
  });

  it.each([['a title under 3 characters', '/?title=ab'], ['no title', '/'], ['limit over 10', '/?title=pangkat&limit=11']])('answers 400 for %s', async (_n, path) => {
    expect((await ctx.api.call(ticketsHandler, { path, user: otherUser })).status).toBe(400);
  });

  it('treats search operators as text', async () => {
    const res = await suggest('pangkat & | ! : * ( ) "or" -skp');
    expect(res.status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await suggest('kenaikan pangkat', null)).status).toBe(401);
  });
});

describe('GET /api/tickets/{id}/recommendations', () => {
  const forTicket = (id: number, user: SessionUser) => ctx.api.call<TicketSuggestion[]>(forTicketHandler, { params: { id: String(id) }, user });

  it('suggests published tickets like this one, without itself', async () => {
    const res = await forTicket(seeded.pangkat0.id, otherUser);
    expect(res.status).toBe(200);
    expect(res.body.map((s) => s.id)).not.toContain(seeded.pangkat0.id);
    expect(res.body[0].id).toBe(seeded.pangkat1.id);
  });

  it('works for the requester of an unpublished ticket, never suggesting it', async () => {
    const res = await forTicket(seeded.hiddenPangkat.id, requester);
    expect(res.status).toBe(200);
    expect(titles(res.body)[0]).toBe(seeded.pangkat0.title);
  });

  it('answers 404 for a ticket the user cannot see, 400 for a bad id', async () => {
    expect((await forTicket(seeded.hiddenPangkat.id, otherUser)).status).toBe(404);
    expect((await ctx.api.call(forTicketHandler, { params: { id: 'abc' }, user: otherUser })).status).toBe(400);
  });
});

describe('GET /api/recommendations/faqs', () => {
  const faqsFor = (title: string) => ctx.api.call<FaqSuggestion[]>(faqsHandler, { path: `/?${new URLSearchParams({ title })}`, user: otherUser });

  it('finds FAQ questions with their group, best first', async () => {
    const res = await faqsFor('syarat kenaikan pangkat');
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ question: 'Bagaimana syarat kenaikan pangkat pilihan?', faq_name: 'Kepegawaian', answer_html: expect.stringContaining('SKP') });
    expect(res.body.map((f) => f.question)).toContain('Kapan periode kenaikan pangkat?');
  });

  it('matches answers too, and other groups', async () => {
    expect((await faqsFor('password siasn')).body[0]).toMatchObject({ question: 'Lupa password SIASN', faq_name: 'Aplikasi' });
  });

  it('answers an empty list when nothing is alike, 400 for a short title', async () => {
    expect((await faqsFor('zoom webinar')).body).toEqual([]);
    expect((await ctx.api.call(faqsHandler, { path: '/?title=a', user: otherUser })).status).toBe(400);
  });
});
