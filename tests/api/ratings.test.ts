import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import handler from '@/pages/api/ratings';
import summaryHandler from '@/pages/api/ratings/summary';
import { ticketComments } from '@/server/db/schema';
import { ratingPeriod } from '@/server/ratings/period';
import type { RatingState, RatingSummary } from '@/utils/schemas/knowledge';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { expectFieldError, historyTexts, knowledgeCast, refusals, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { insertComment, insertTicket } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: KnowledgeCast;

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
});
afterEach(() => void vi.useRealTimers());

const state = async (user: SessionUser) => (await ctx.api.call<RatingState>(handler, { user })).body;
const rate = (user: SessionUser, body: Record<string, unknown>) => ctx.api.call<RatingState>(handler, { method: 'POST', body, user });
/** Only `Date` is faked: the database and the HTTP server keep their timers. */
const travelTo = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};
async function answeredRequester(): Promise<SessionUser> {
  const person = await createUser(ctx.db);
  const ticket = await insertTicket(ctx.db, { requester: person });
  const answer = await insertComment(ctx.db, ticket, cast.agent);
  await ctx.db.update(ticketComments).set({ isAnswer: true }).where(eq(ticketComments.id, answer.id));
  return person;
}

describe('ratingPeriod', () => {
  it.each([
    ['2026-06-30T16:59:59Z', '2026-H1'],
    ['2026-06-30T17:00:00Z', '2026-H2'],
    ['2025-12-31T16:59:59Z', '2025-H2'],
    ['2025-12-31T17:00:00Z', '2026-H1'],
  ])('%s (UTC) is %s in Asia/Jakarta', (at, period) => {
    expect(ratingPeriod(new Date(at))).toBe(period);
  });
});

describe('the rating prompt', () => {
  it('is not shown before the helpdesk answered one of my tickets', async () => {
    const person = await createUser(ctx.db);
    expect(await state(person)).toEqual({ should_prompt: false, period: ratingPeriod(), my_rating: null });
    const ticket = await insertTicket(ctx.db, { requester: person });
    await insertComment(ctx.db, ticket, cast.agent);
    const own = await insertComment(ctx.db, ticket, person);
    await ctx.db.update(ticketComments).set({ isAnswer: true }).where(eq(ticketComments.id, own.id));
    expect((await state(person)).should_prompt).toBe(false);
  });

  it('is shown after an answer by someone else, once per period, and again in the next period', async () => {
    travelTo('2026-03-10T03:00:00Z');
    const person = await answeredRequester();
    expect(await state(person)).toMatchObject({ should_prompt: true, period: '2026-H1' });
    const rated = await rate(person, { stars: 4, comment: 'Cepat dan jelas' });
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({ should_prompt: false, my_rating: { stars: 4, comment: 'Cepat dan jelas', dismissed: false } });
    expect((await state(person)).should_prompt).toBe(false);
    expect(await historyTexts(ctx.db, person.id)).toEqual(['Anda memberi penilaian aplikasi (4 bintang)']);
    travelTo('2026-08-01T03:00:00Z');
    expect(await state(person)).toMatchObject({ should_prompt: true, period: '2026-H2', my_rating: null });
  });

  it('is shown for a finished (SELESAI) ticket; a dismissal counts and never erases a rating', async () => {
    const person = await createUser(ctx.db);
    await insertTicket(ctx.db, { requester: person, status: 'SELESAI' });
    expect((await state(person)).should_prompt).toBe(true);
    expect((await rate(person, { dismissed: true })).body).toMatchObject({ should_prompt: false, my_rating: { stars: null, dismissed: true } });
    expect((await rate(person, { stars: 5 })).body.my_rating).toMatchObject({ stars: 5, dismissed: false });
    expect((await rate(person, { dismissed: true })).body.my_rating).toMatchObject({ stars: 5, dismissed: false });
  });

  it('comes back after DELETE removes this period row', async () => {
    const person = await answeredRequester();
    await rate(person, { stars: 2 });
    expect((await ctx.api.call(handler, { method: 'DELETE', user: person })).status).toBe(204);
    expect(await state(person)).toMatchObject({ should_prompt: true, my_rating: null });
    expect((await ctx.api.call(handler, { method: 'DELETE', user: person })).status).toBe(204);
  });

  it.each([
    ['6 stars', { stars: 6 }, 'stars'],
    ['no stars and no dismissal', {}, 'stars'],
    ['a comment over 1000 characters', { stars: 3, comment: 'x'.repeat(1001) }, 'comment'],
  ])('answers 400 for %s', async (_n, body, field) => {
    await expectFieldError(ctx.api, handler, { method: 'POST', body, user: cast.user }, field);
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.api.call(handler, { user: null })).status).toBe(401);
    expect((await ctx.api.call(handler, { method: 'POST', body: { stars: 3 }, user: null })).status).toBe(401);
  });
});

describe('GET /api/ratings/summary', () => {
  it.each(refusals(() => cast))('refuses %s', async (_who, who, status) => {
    expect((await ctx.api.call(summaryHandler, { user: who() })).status).toBe(status);
  });

  it('answers average, count, distribution, dismissals and the latest comments, per period', async () => {
    travelTo('2027-02-01T03:00:00Z');
    const [a, b, c] = [await createUser(ctx.db), await createUser(ctx.db), await createUser(ctx.db)];
    await rate(a, { stars: 5, comment: 'Mantap' });
    await rate(b, { stars: 2 });
    await rate(c, { dismissed: true });
    const res = await ctx.api.call<RatingSummary>(summaryHandler, { path: '/?period=2027-H1', user: cast.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ period: '2027-H1', average: 3.5, count: 2, dismissed: 1 });
    expect(res.body.distribution.map((d) => d.count)).toEqual([0, 1, 0, 0, 1]);
    expect(res.body.latest_comments).toEqual([expect.objectContaining({ stars: 5, comment: 'Mantap', period: '2027-H1', user: expect.objectContaining({ id: a.id }) })]);
    const all = await ctx.api.call<RatingSummary>(summaryHandler, { user: cast.admin });
    expect(all.body.count).toBeGreaterThan(2);
    await expectFieldError(ctx.api, summaryHandler, { path: '/?period=2027-Q1', user: cast.admin }, 'period');
  });
});
