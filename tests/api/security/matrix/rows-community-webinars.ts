import { randomUUID } from 'node:crypto';
import { webinarQuizAttempts } from '@/server/db/schema';
import type { CaseContext } from '../../../helpers/matrix-fixtures';
import { insertQuiz, insertWebinar, registerUser } from '../../../helpers/webinar-fixtures';
import * as ex from './expectations';
import { row, type MatrixRow } from './types';

// docs/community.md section 4. Every case builds its own series; "a participant" rows register the
// acting person first (a visitor has no account to register), the others leave them a stranger.
const HOUR = 3_600_000;
const LIVE = { startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + 24 * HOUR) };
/** Starts in 20 minutes: the pretest still open, "Hadir" already. */
const SOON = { startsAt: new Date(Date.now() + HOUR / 3), endsAt: new Date(Date.now() + 24 * HOUR) };
type Seed = Parameters<typeof insertWebinar>[1];

/** A series the actor takes part in (when signed in), in the state a step needs. */
async function joined(ctx: CaseContext, seed: Seed = {}, steps: { attended?: boolean; ready?: boolean } = {}) {
  const id = await insertWebinar(ctx.db, seed);
  if (!ctx.actor) return id;
  const done = steps.ready || steps.attended ? { attendedAt: new Date() } : {};
  const participant = await registerUser(ctx.db, id, ctx.actor.id, steps.ready ? { ...done, survey: {}, surveyAt: new Date() } : done);
  if (steps.ready) await ctx.db.insert(webinarQuizAttempts).values({ participantId: participant.id, kind: 'posttest', answers: {}, correct: 1, total: 1, score: 100 });
  return id;
}

/** A series with one quiz item, the actor a participant or not (attended, for the posttest). */
async function withQuiz(ctx: CaseContext, participant: boolean, seed: Seed = LIVE, steps: { attended?: boolean } = {}) {
  const id = participant ? await joined(ctx, seed, steps) : await insertWebinar(ctx.db, seed);
  const [itemId] = await insertQuiz(ctx.db, id, [['Singkatan ASN?', ['Aparatur Sipil Negara', 'Anggota Sipil Negara'], 1]]);
  return { id, itemId };
}

/** An issued certificate of another person; returns its verification token. */
async function issuedToken(ctx: CaseContext): Promise<string> {
  const token = randomUUID();
  const id = await insertWebinar(ctx.db);
  await registerUser(ctx.db, id, ctx.cast.otherUser.id, { certificateNumber: `${token}/WEB/BKD/2026`, certificateToken: token, certificateIssuedAt: new Date() });
  return token;
}

const series = { title: 'Webinar matriks', allowed_groups: ['MASTER'], starts_at: new Date(Date.now() + 48 * HOUR).toISOString(), ends_at: new Date(Date.now() + 50 * HOUR).toISOString() };
const nonParticipant = { anonymous: 401, user: 403, agent: 403, admin: 403 };
/** A draft exists for admins only (404 to the rest). */
const draft = { anonymous: 401, user: 404, agent: 404, admin: 200 };
const id = (ctx: CaseContext, seed?: Seed) => insertWebinar(ctx.db, seed).then((v) => ({ params: { id: v } }));

export const webinarRows: MatrixRow[] = [
  row('GET', '/webinars', ex.signedIn(200)),
  row('POST', '/webinars', ex.adminsOnly(201), () => ({ body: series })),
  row('GET', '/webinars/[id]', ex.signedIn(200), (ctx) => id(ctx), 'published'),
  row('GET', '/webinars/[id]', draft, (ctx) => id(ctx, { status: 'draft' }), 'draft'),
  row('PATCH', '/webinars/[id]', ex.adminsOnly(200), async (ctx) => ({ ...(await id(ctx)), body: { title: 'Judul baru' } })),
  row('DELETE', '/webinars/[id]', ex.adminsOnly(204), (ctx) => id(ctx)),

  row('POST', '/webinars/[id]/registration', ex.signedIn(201), (ctx) => id(ctx), 'open'),
  row('POST', '/webinars/[id]/registration', ex.signedIn(409), (ctx) => id(ctx, { registrationOpen: false }), 'closed'),
  row('POST', '/webinars/[id]/registration', nonParticipant, (ctx) => id(ctx, { allowedGroups: ['GOOGLE'] }), 'a group not allowed'),
  row('POST', '/webinars/[id]/registration', { ...draft, admin: 409 }, (ctx) => id(ctx, { status: 'draft' }), 'draft'),
  row('DELETE', '/webinars/[id]/registration', ex.signedIn(204), async (ctx) => ({ params: { id: await joined(ctx) } }), 'a participant'),
  row('DELETE', '/webinars/[id]/registration', ex.signedIn(409), (ctx) => id(ctx), 'not registered'),

  row('GET', '/webinars/[id]/participants', ex.adminsOnly(200), async (ctx) => ({ params: { id: await joined(ctx) } })),

  row('GET', '/webinars/[id]/quiz', ex.signedIn(200), async (ctx) => ({ params: { id: (await withQuiz(ctx, true)).id } }), 'a participant'),
  row('GET', '/webinars/[id]/quiz', { ...nonParticipant, admin: 200 }, async (ctx) => ({ params: { id: (await withQuiz(ctx, false)).id } }), 'not a participant'),
  row('POST', '/webinars/[id]/quiz', ex.adminsOnly(201), async (ctx) => ({ ...(await id(ctx)), body: { question: 'Q?', answers: ['a', 'b'], correct: 2 } })),
  row('PATCH', '/webinars/[id]/quiz/[itemId]', ex.adminsOnly(200), async (ctx) => ({ params: await withQuiz(ctx, false), body: { question: 'Pertanyaan baru?' } })),
  row('DELETE', '/webinars/[id]/quiz/[itemId]', ex.adminsOnly(204), async (ctx) => ({ params: await withQuiz(ctx, false) })),
  row('POST', '/webinars/[id]/quiz/attempts', ex.signedIn(201), async (ctx) => {
    const { id: webinar, itemId } = await withQuiz(ctx, true, SOON);
    return { params: { id: webinar }, body: { kind: 'pretest', answers: { [itemId]: `answer1-${itemId}` } } };
  }, 'a participant'),
  row('POST', '/webinars/[id]/quiz/attempts', ex.signedIn(201), async (ctx) => {
    const { id: webinar, itemId } = await withQuiz(ctx, true, LIVE, { attended: true });
    return { params: { id: webinar }, body: { kind: 'posttest', answers: { [itemId]: `answer1-${itemId}` } } };
  }, 'an attended participant, posttest'),
  row('POST', '/webinars/[id]/quiz/attempts', nonParticipant, async (ctx) => {
    const { id: webinar, itemId } = await withQuiz(ctx, false);
    return { params: { id: webinar }, body: { kind: 'pretest', answers: { [itemId]: `answer1-${itemId}` } } };
  }, 'not a participant'),

  row('POST', '/webinars/[id]/attendance', ex.signedIn(200), async (ctx) => ({ params: { id: await joined(ctx, LIVE) }, body: {} }), 'a participant'),
  row('POST', '/webinars/[id]/attendance', nonParticipant, async (ctx) => ({ ...(await id(ctx, LIVE)), body: {} }), 'not a participant'),
  row('POST', '/webinars/[id]/attendance', { anonymous: 401, user: 403, agent: 403, admin: 200 }, async (ctx) => {
    const webinar = await insertWebinar(ctx.db);
    await registerUser(ctx.db, webinar, ctx.cast.otherUser.id);
    return { params: { id: webinar }, body: { user_id: ctx.cast.otherUser.id } };
  }, 'another participant'),
  row('POST', '/webinars/[id]/survey', ex.signedIn(201), async (ctx) => ({ params: { id: await joined(ctx, LIVE, { attended: true }) }, body: { content: 5, speaker: 4, usefulness: 5 } }), 'an attended participant'),
  row('POST', '/webinars/[id]/survey', nonParticipant, async (ctx) => ({ ...(await id(ctx, LIVE)), body: { content: 5, speaker: 4, usefulness: 5 } }), 'not a participant'),
  row('GET', '/webinars/[id]/certificate', ex.signedIn(200), async (ctx) => ({ params: { id: await joined(ctx, LIVE, { ready: true }) } }), 'a ready participant'),
  row('GET', '/webinars/[id]/certificate', ex.signedIn(409), async (ctx) => ({ params: { id: await joined(ctx, LIVE) } }), 'a participant not ready'),
  row('GET', '/webinars/[id]/certificate', nonParticipant, (ctx) => id(ctx, LIVE), 'not a participant'),
  row('GET', '/webinars/certificates/[token]', ex.everyone(200), async (ctx) => ({ params: { token: await issuedToken(ctx) } }), 'issued'),
  row('GET', '/webinars/certificates/[token]', ex.everyone(404), () => ({ params: { token: randomUUID() } }), 'unknown'),
];
