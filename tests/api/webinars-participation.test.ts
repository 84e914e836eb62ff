import { beforeAll, describe, expect, it } from 'vitest';
import quizHandler from '@/pages/api/webinars/[id]/quiz';
import quizItemHandler from '@/pages/api/webinars/[id]/quiz/[itemId]';
import attemptsHandler from '@/pages/api/webinars/[id]/quiz/attempts';
import attendanceHandler from '@/pages/api/webinars/[id]/attendance';
import surveyHandler from '@/pages/api/webinars/[id]/survey';
import itemHandler from '@/pages/api/webinars/[id]';
import type { PosttestProgress, QuizItemWire, QuizResult, WebinarDetail } from '@/utils/schemas/webinars';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { expectFieldError, knowledgeCast, refusals, type ErrorBody, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { insertQuiz, insertWebinar, participantOf, registerUser } from '../helpers/webinar-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();
let cast: KnowledgeCast;
let live: number;
let future: number;
let items: number[];
const HOUR = 3_600_000;
const p = (id: number) => ({ id: String(id) });
const QUIZ: [string, string[], number][] = [
  ['Singkatan ASN?', ['Aparatur Sipil Negara', 'Anggota Sipil Negara'], 1],
  ['Masa kerja minimal KP reguler?', ['2 tahun', '4 tahun', '6 tahun'], 2],
  ['Penilaian kinerja PNS?', ['SKP', 'DP3', 'PAK', 'LHKPN'], 1],
];

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
  // Starts in 20 minutes: the pretest is still open and "Hadir" already is (30 minutes before the start).
  live = await insertWebinar(ctx.db, { title: 'Segera Dimulai', startsAt: new Date(Date.now() + 20 * 60_000), endsAt: new Date(Date.now() + 2 * HOUR) });
  future = await insertWebinar(ctx.db, { title: 'Minggu Depan' });
  items = await insertQuiz(ctx.db, live, QUIZ);
  await registerUser(ctx.db, live, cast.user.id);
  await registerUser(ctx.db, future, cast.user.id);
});

const attempt = (user: SessionUser, kind: 'pretest' | 'posttest', answers: Record<string, string>, id = live) =>
  ctx.api.call<(QuizResult | PosttestProgress) & ErrorBody>(attemptsHandler, { method: 'POST', params: p(id), body: { kind, answers }, user });
/** Answers `picks[i]` (1-based) to item i. */
const answersOf = (picks: number[]) => Object.fromEntries(items.map((id, i) => [String(id), `answer${picks[i]}-${id}`]));

describe('GET /webinars/{id}/quiz', () => {
  it('sends participants the items in the answer{n}-{id} format without correctAnswer', async () => {
    const res = await ctx.api.call<QuizItemWire[]>(quizHandler, { params: p(live), user: cast.user });
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({ id: items[0], question: QUIZ[0][0], [`answer1-${items[0]}`]: 'Aparatur Sipil Negara', [`answer2-${items[0]}`]: 'Anggota Sipil Negara' });
    expect(JSON.stringify(res.body)).not.toContain('correctAnswer');
  });

  it('sends admins correctAnswer, and nobody else the items (403 to non-participants)', async () => {
    const admin = await ctx.api.call<QuizItemWire[]>(quizHandler, { params: p(live), user: cast.admin });
    expect(admin.body.map((i) => i.correctAnswer)).toEqual([`answer1-${items[0]}`, `answer2-${items[1]}`, `answer1-${items[2]}`]);
    expect((await ctx.api.call(quizHandler, { params: p(live), user: cast.other })).status).toBe(403);
    expect((await ctx.api.call(quizHandler, { params: p(live), user: cast.agent })).status).toBe(403);
    expect((await ctx.api.call(quizHandler, { params: p(live), user: null })).status).toBe(401);
  });
});

describe('authoring quiz items', () => {
  it.each(refusals(() => cast))('refuses %s', async (_who, who, status) => {
    const user = who();
    expect((await ctx.api.call(quizHandler, { method: 'POST', params: p(future), body: { question: 'Q', answers: ['a', 'b'], correct: 1 }, user })).status).toBe(status);
    const item = { id: String(future), itemId: String(items[0]) };
    expect((await ctx.api.call(quizItemHandler, { method: 'PATCH', params: item, body: { question: 'Z' }, user })).status).toBe(status);
    expect((await ctx.api.call(quizItemHandler, { method: 'DELETE', params: item, user })).status).toBe(status);
  });

  it('takes 2 to 5 answers with the correct one among them', async () => {
    const post = (body: unknown) => ({ method: 'POST', params: p(future), body, user: cast.admin });
    await expectFieldError(ctx.api, quizHandler, post({ question: 'Q', answers: ['a'], correct: 1 }), 'answers');
    await expectFieldError(ctx.api, quizHandler, post({ question: 'Q', answers: ['a', 'b', 'c', 'd', 'e', 'f'], correct: 1 }), 'answers');
    await expectFieldError(ctx.api, quizHandler, post({ question: 'Q', answers: ['a', 'b'], correct: 3 }), 'correct');
    const created = await ctx.api.call<QuizItemWire>(quizHandler, post({ question: 'Q', answers: ['a', 'b', 'c'], correct: 3 }));
    expect(created.status).toBe(201);
    expect(created.body.correctAnswer).toBe(`answer3-${created.body.id}`);

    const item = { id: String(future), itemId: String(created.body.id) };
    await expectFieldError(ctx.api, quizItemHandler, { method: 'PATCH', params: item, body: { answers: ['x', 'y'] }, user: cast.admin }, 'correct');
    const edited = await ctx.api.call<QuizItemWire>(quizItemHandler, { method: 'PATCH', params: item, body: { answers: ['x', 'y'], correct: 2 }, user: cast.admin });
    expect(edited.body).toMatchObject({ [`answer2-${created.body.id}`]: 'y', correctAnswer: `answer2-${created.body.id}` });
    // An item is addressed through its own series only.
    expect((await ctx.api.call(quizItemHandler, { method: 'DELETE', params: { id: String(live), itemId: String(created.body.id) }, user: cast.admin })).status).toBe(404);
    expect((await ctx.api.call(quizItemHandler, { method: 'DELETE', params: item, user: cast.admin })).status).toBe(204);
  });
});

describe('POST /webinars/{id}/quiz/attempts', () => {
  it('scores on the server; the pretest is taken once', async () => {
    const first = await attempt(cast.user, 'pretest', answersOf([1, 1, 1]));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ correct: 2, total: 3, score: 67 });
    const again = await attempt(cast.user, 'pretest', answersOf([1, 2, 1]));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/sekali/);
  });

  // Issue 30: the posttest before attendance, without limit and with a score per attempt gave the key away.
  it('opens the posttest after attendance, keeps the best score, tells it only after the last attempt, then refuses', async () => {
    const person = await createUser(ctx.db);
    const series = await insertWebinar(ctx.db, { startsAt: new Date(Date.now() + 20 * 60_000), endsAt: new Date(Date.now() + 2 * HOUR), posttestAttempts: 2 });
    const its = await insertQuiz(ctx.db, series, QUIZ);
    await registerUser(ctx.db, series, person.id);
    const picks = (choice: number[]) => Object.fromEntries(its.map((id, i) => [String(id), `answer${choice[i]}-${id}`]));
    const early = await attempt(person, 'posttest', picks([1, 2, 1]), series);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/setelah Anda tercatat hadir/);
    expect((await ctx.api.call(attendanceHandler, { method: 'POST', params: p(series), body: {}, user: person })).status).toBe(200);
    expect((await attempt(person, 'posttest', picks([1, 2, 1]), series)).body).toEqual({ attempts_used: 1, attempts_left: 1, result: null, feedback: null });
    const last = await attempt(person, 'posttest', picks([2, 1, 2]), series);
    expect(last.body).toEqual({ attempts_used: 2, attempts_left: 0, result: { correct: 3, total: 3, score: 100 }, feedback: its.map((id) => ({ item_id: id, right: true })) });
    expect(JSON.stringify(last.body)).not.toMatch(/answer\d-|correctAnswer/);
    const more = await attempt(person, 'posttest', picks([1, 2, 1]), series);
    expect(more.status).toBe(409);
    expect(more.body.message).toMatch(/habis/);
    // A pretest taken now would score the key: it is closed once a posttest exists.
    expect((await attempt(person, 'pretest', picks([1, 2, 1]), series)).status).toBe(409);
    const detail = await ctx.api.call<WebinarDetail>(itemHandler, { params: p(series), user: person });
    expect(detail.body.progress).toMatchObject({ pretest: null, pretest_open: false, posttest: { attempts_left: 0, result: { score: 100 } }, posttest_open: false });
  });

  it('closes the pretest once the series has started', async () => {
    const started = await insertWebinar(ctx.db, { startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR) });
    await insertQuiz(ctx.db, started, QUIZ);
    await registerUser(ctx.db, started, cast.user.id);
    const late = await attempt(cast.user, 'pretest', {}, started);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/Pretest ditutup/);
  });

  it('counts an answer keyed to another item as wrong and refuses a malformed key', async () => {
    const person = await createUser(ctx.db);
    await registerUser(ctx.db, live, person.id);
    const swapped = { [String(items[0])]: `answer1-${items[2]}`, [String(items[2])]: `answer1-${items[0]}` };
    expect((await attempt(person, 'pretest', swapped)).body).toEqual({ correct: 0, total: 3, score: 0 });
    await expectFieldError(ctx.api, attemptsHandler, { method: 'POST', params: p(live), body: { kind: 'posttest', answers: { [String(items[0])]: 'jawaban1' } }, user: person }, `answers.${items[0]}`);
  });

  it('refuses people who are not participants (403) and a series without items (409)', async () => {
    expect((await attempt(cast.other, 'pretest', answersOf([1, 1, 1]))).status).toBe(403);
    expect((await attempt(cast.user, 'pretest', {}, future)).status).toBe(409);
  });
});

describe('attendance and survey', () => {
  const attend = (user: SessionUser | null, id: number, body: unknown = {}) => ctx.api.call<ErrorBody & { attended_at: string }>(attendanceHandler, { method: 'POST', params: p(id), body, user });
  const survey = (user: SessionUser, body: unknown = { content: 5, speaker: 4, usefulness: 5, suggestion: 'Lanjutkan' }) =>
    ctx.api.call<ErrorBody>(surveyHandler, { method: 'POST', params: p(live), body, user });

  it('opens "Hadir" only from 30 minutes before the start to the end', async () => {
    const closed = await attend(cast.user, future);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/30 menit/);
    const soon = await insertWebinar(ctx.db, { startsAt: new Date(Date.now() + 20 * 60_000), endsAt: new Date(Date.now() + 2 * HOUR) });
    await registerUser(ctx.db, soon, cast.user.id);
    expect((await attend(cast.user, soon)).status).toBe(200);
    expect((await attend(cast.other, live)).status).toBe(403);
  });

  it('lets admins mark any participant, and nobody else mark another', async () => {
    const person = await createUser(ctx.db);
    await registerUser(ctx.db, future, person.id);
    expect((await attend(cast.user, future, { user_id: person.id })).status).toBe(403);
    expect((await attend(cast.admin, future, { user_id: cast.other.id })).status).toBe(404);
    expect((await attend(cast.admin, future, { user_id: person.id })).status).toBe(200);
    expect((await participantOf(ctx.db, future, person.id))?.attendedAt).toBeInstanceOf(Date);
  });

  it('takes the survey once, after attending', async () => {
    const before = await survey(cast.user);
    expect(before.status).toBe(409);
    expect(before.body.message).toMatch(/hadir/);
    const first = await attend(cast.user, live);
    expect(first.status).toBe(200);
    expect((await attend(cast.user, live)).body.attended_at).toBe(first.body.attended_at);
    await expectFieldError(ctx.api, surveyHandler, { method: 'POST', params: p(live), body: { content: 6, speaker: 4, usefulness: 5 }, user: cast.user }, 'content');
    expect((await survey(cast.user)).status).toBe(201);
    expect((await survey(cast.user)).status).toBe(409);
    expect((await participantOf(ctx.db, live, cast.user.id))?.survey).toEqual({ content: 5, speaker: 4, usefulness: 5, suggestion: 'Lanjutkan' });
  });
});
