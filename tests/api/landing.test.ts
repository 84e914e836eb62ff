import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import landingHandler from '@/pages/api/public/landing';
import { seedDemoData } from '@/server/db/seed';
import { tickets, users } from '@/server/db/schema';
import { MemoryReadStore, setSiasnReadStore } from '@/server/gateways/siasn/read-store';
import { loadLanding } from '@/server/landing/read-landing';
import { landingText } from '@/locales/id/landing';
import { LandingSchema, type Landing } from '@/utils/schemas/landing';
import { useApiContext } from '../helpers/api-context';
import { createUser } from '../helpers/fixtures';
import { insertFeedback, insertTicketWithReplies } from '../helpers/landing-fixtures';

const ctx = useApiContext();
const landing = () => ctx.api.call<Landing>(landingHandler, {});

beforeEach(async () => {
  await ctx.db.delete(tickets);
  setSiasnReadStore(new MemoryReadStore());
  return () => setSiasnReadStore(undefined);
});

describe('GET /public/landing', () => {
  it('answers a visitor without a session, cacheable for a minute', async () => {
    const requester = await createUser(ctx.db);
    await insertFeedback(ctx.db, requester, { comment: 'Pelayanan cepat dan ramah sekali' });
    const res = await landing();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(LandingSchema.parse(res.body).testimonials).toEqual([expect.objectContaining({ stars: 5, comment: 'Pelayanan cepat dan ramah sekali', name: `Pengguna ${requester.username}` })]);
  });

  it('never shows an email, username, NIP or ticket title', async () => {
    const [person] = await ctx.db
      .insert(users)
      .values({ customId: 'simaster|landing-siti', username: 'siti.aminah88', name: 'Siti Aminah', email: 'siti.aminah@contoh.go.id', employeeNumber: '198807202011012003', image: 'https://foto.contoh.go.id/198807202011012003.jpg', group: 'MASTER' })
      .returning();
    const [mailName] = await ctx.db.insert(users).values({ customId: 'simaster|landing-mail', username: 'budi77', name: 'budi@contoh.go.id', image: '/helpdesk/foto/budi.png', group: 'MASTER' }).returning();
    const requester = { id: person.id } as Parameters<typeof insertFeedback>[1];
    await insertFeedback(ctx.db, requester, { comment: 'Jawaban petugas sangat jelas, terima kasih', title: 'Judul Rahasia Tiket Siti' });
    await insertFeedback(ctx.db, requester, { comment: 'NIP saya 198807202011012003 sudah benar sekarang' });
    await insertFeedback(ctx.db, requester, { comment: 'Hubungi saya di siti.aminah@contoh.go.id ya' });
    await insertFeedback(ctx.db, { id: mailName.id } as typeof requester, { comment: 'Cepat sekali ditanggapi, mantap' });
    const res = await landing();
    const text = JSON.stringify(res.body);
    for (const secret of ['siti.aminah@contoh.go.id', 'siti.aminah88', '198807202011012003', 'Judul Rahasia', 'budi@', 'budi77']) expect(text).not.toContain(secret);
    expect(res.body.testimonials.map((t) => [t.name, t.image])).toEqual([
      [landingText.anonymous, '/helpdesk/foto/budi.png'],
      ['Siti Aminah', null],
    ]);
  });

  // Issue 30: five-star feedback of tickets nobody agreed to publish appeared with the requester's full name.
  it('shows only feedback its requester agreed to publish, under the name they chose (a picture only with the full name)', async () => {
    const [person] = await ctx.db
      .insert(users)
      .values({ customId: 'simaster|landing-rahma', username: 'rahma.w', name: 'Rahmawati Putri Lestari', image: '/helpdesk/foto/rahma.png', group: 'MASTER' })
      .returning();
    const requester = { id: person.id } as Parameters<typeof insertFeedback>[1];
    const minute = 60_000;
    await insertFeedback(ctx.db, requester, { comment: 'Tidak ingin ditampilkan di halaman depan', publish: null, at: new Date(Date.now() - 4 * minute) });
    await insertFeedback(ctx.db, requester, { comment: 'Boleh tampil dengan nama lengkap saya', publish: 'full', at: new Date(Date.now() - 3 * minute) });
    await insertFeedback(ctx.db, requester, { comment: 'Tampilkan inisial saya saja, terima kasih', publish: 'initials', at: new Date(Date.now() - 2 * minute) });
    await insertFeedback(ctx.db, requester, { comment: 'Tampilkan tanpa nama, pelayanannya bagus', publish: 'anonymous', at: new Date(Date.now() - minute) });
    const res = await landing();
    expect(res.body.testimonials.map((t) => [t.comment, t.name, t.image])).toEqual([
      ['Tampilkan tanpa nama, pelayanannya bagus', landingText.anonymous, null],
      ['Tampilkan inisial saya saja, terima kasih', 'R. P. L.', null],
      ['Boleh tampil dengan nama lengkap saya', 'Rahmawati Putri Lestari', '/helpdesk/foto/rahma.png'],
    ]);
  });

  it('keeps five stars with a comment longer than 10 characters once trimmed, from active accounts', async () => {
    const requester = await createUser(ctx.db);
    const keep = await insertFeedback(ctx.db, requester, { comment: '  Sangat baik  ' });
    await insertFeedback(ctx.db, requester, { comment: '  Bagus!     \n\t   ' });
    await insertFeedback(ctx.db, requester, { comment: '0123456789' });
    await insertFeedback(ctx.db, requester, { comment: null });
    await insertFeedback(ctx.db, requester, { stars: 4, comment: 'Cukup membantu walau agak lama' });
    const gone = await createUser(ctx.db);
    await insertFeedback(ctx.db, gone, { comment: 'Akun ini sudah dinonaktifkan admin' });
    await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
    const res = await landing();
    expect(res.body.testimonials.map((t) => [t.id, t.comment])).toEqual([[keep.id, 'Sangat baik']]);
  });

  it('gives the newest 27, newest feedback first, and keeps them five minutes', async () => {
    const requester = await createUser(ctx.db);
    const start = Date.now() - 40 * 3_600_000;
    const made = [];
    for (let i = 0; i < 30; i += 1) made.push(await insertFeedback(ctx.db, requester, { comment: `Terima kasih nomor ${i}`, at: new Date(start + i * 3_600_000) }));
    const first = await landing();
    expect(first.body.testimonials).toHaveLength(27);
    expect(first.body.testimonials.map((t) => t.id)).toEqual(made.slice(3).reverse().map((t) => t.id));
    await insertFeedback(ctx.db, requester, { comment: 'Datang sesudah salinan dibuat' });
    expect((await landing()).body).toEqual(first.body);
  });
});

describe('the demo seed', () => {
  it('gives the landing a few five-star comments', async () => {
    await seedDemoData(ctx.db);
    const { testimonials } = await loadLanding({ db: ctx.db });
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    expect(testimonials.every((t) => t.stars === 5 && t.comment.length > 10)).toBe(true);
  });
});

describe('landing stats', () => {
  // 15 March 2026, noon in Jakarta; March in Jakarta is [28 Feb 17:00Z, 31 Mar 17:00Z).
  const now = new Date('2026-03-15T05:00:00Z');

  it('counts tickets first answered this Jakarta month by someone else, with the median delay', async () => {
    const requester = await createUser(ctx.db);
    const agent = await createUser(ctx.db, { role: 'agent' });
    // First reply 30 minutes in; the requester's own comment and an internal note before it do not count.
    await insertTicketWithReplies(ctx.db, requester, new Date('2026-03-02T01:00:00Z'), [
      { by: requester, minutes: 5 },
      { by: agent, minutes: 10, internal: true },
      { by: agent, minutes: 30 },
      { by: agent, minutes: 600 },
    ]);
    // First reply at 00:30 on 1 March in Jakarta (still 28 February in UTC), 90 minutes in.
    await insertTicketWithReplies(ctx.db, requester, new Date('2026-02-28T16:00:00Z'), [{ by: agent, minutes: 90 }]);
    // 150 minutes.
    await insertTicketWithReplies(ctx.db, requester, new Date('2026-03-10T01:00:00Z'), [{ by: agent, minutes: 150 }]);
    // Answered in February (Jakarta): a March reply is not its first.
    await insertTicketWithReplies(ctx.db, requester, new Date('2026-02-20T01:00:00Z'), [{ by: agent, minutes: 60 }, { by: agent, minutes: 20_000 }]);
    // First reply on 1 April 00:00 in Jakarta: next month.
    await insertTicketWithReplies(ctx.db, requester, new Date('2026-03-31T16:00:00Z'), [{ by: agent, minutes: 60 }]);
    // Not answered at all.
    await insertTicketWithReplies(ctx.db, requester, new Date('2026-03-05T01:00:00Z'), [{ by: requester, minutes: 1 }]);

    const { stats } = await loadLanding({ db: ctx.db, now });
    expect(stats).toEqual({ month: '2026-03', answered_this_month: 3, median_first_response_minutes: 90 });
  });

  it('has no median in a month without answers', async () => {
    const { stats } = await loadLanding({ db: ctx.db, now });
    expect(stats).toEqual({ month: '2026-03', answered_this_month: 0, median_first_response_minutes: null });
  });
});
