import type { CaseContext } from '../../../helpers/matrix-fixtures';
import { addParticipant, insertClinic } from '../../../helpers/coaching-fixtures';
import * as ex from './expectations';
import { row, type MatrixRow } from './types';

// docs/community.md section 5, coaching clinics. "agent:author" is the clinic's consultant; every
// other actor meets a clinic of another agent. run-coaching-clinic: the consultant or an admin.
type Seed = Partial<Parameters<typeof insertClinic>[1]>;
const runs = (ok: number) => ({ anonymous: 401, user: 403, agent: 403, 'agent:author': ok, admin: ok });

/** A clinic run by the actor when the case makes them its consultant, else by another agent. */
async function clinicFor(ctx: CaseContext, seed: Seed = {}): Promise<number> {
  const consultant = ctx.relation === 'author' && ctx.actor ? ctx.actor : ctx.cast.otherAgent;
  return insertClinic(ctx.db, { consultantId: consultant.id, ...seed });
}
const id = async (ctx: CaseContext, seed?: Seed) => ({ params: { id: await clinicFor(ctx, seed) } });

/** A clinic the acting person joined (accepted) when signed in, in the status the step needs. */
async function joined(ctx: CaseContext, status: 'upcoming' | 'end' = 'upcoming') {
  const clinic = await clinicFor(ctx, { status });
  if (ctx.actor) await addParticipant(ctx.db, clinic, ctx.actor.id);
  return { params: { id: clinic } };
}

const NEW = { title: 'Klinik matriks', date: '2026-12-10', start_time: '09:00', end_time: '10:00', capacity: 5 };

export const coachingRows: MatrixRow[] = [
  row('GET', '/coaching-clinics', ex.signedIn(200)),
  row('POST', '/coaching-clinics', { anonymous: 401, user: 403, agent: 201, admin: 201 }, () => ({ body: NEW })),
  row('GET', '/coaching-clinics/[id]', ex.signedIn(200), (ctx) => id(ctx), 'open'),
  row('GET', '/coaching-clinics/[id]', ex.signedIn(200), (ctx) => id(ctx, { isPrivate: true }), 'private'),
  row('PATCH', '/coaching-clinics/[id]', runs(200), async (ctx) => ({ ...(await id(ctx)), body: { title: 'Judul baru' } })),
  row('DELETE', '/coaching-clinics/[id]', runs(204), (ctx) => id(ctx)),
  row('PATCH', '/coaching-clinics/[id]/status', runs(200), async (ctx) => ({ ...(await id(ctx)), body: { status: 'live' } })),

  row('GET', '/coaching-clinics/[id]/participants', runs(200), (ctx) => id(ctx)),
  row('POST', '/coaching-clinics/[id]/participants', { ...ex.signedIn(201), 'agent:author': 409 }, (ctx) => id(ctx), 'open with room; never one\'s own'),
  row('POST', '/coaching-clinics/[id]/participants', ex.signedIn(409), async (ctx) => {
    const clinic = await clinicFor(ctx, { capacity: 1 });
    await addParticipant(ctx.db, clinic, ctx.cast.otherUser.id);
    return { params: { id: clinic } };
  }, 'full'),
  row('DELETE', '/coaching-clinics/[id]/participants', ex.signedIn(204), (ctx) => joined(ctx), 'a participant'),
  row('DELETE', '/coaching-clinics/[id]/participants', ex.signedIn(409), (ctx) => id(ctx), 'not a participant'),
  row('PATCH', '/coaching-clinics/[id]/participants/[userId]', runs(200), async (ctx) => {
    const clinic = await clinicFor(ctx, { isPrivate: true });
    await addParticipant(ctx.db, clinic, ctx.cast.otherUser.id, { request: 'pending' });
    return { params: { id: clinic, userId: ctx.cast.otherUser.id }, body: { request: 'accepted' } };
  }),

  row('PUT', '/coaching-clinics/[id]/rating', ex.signedIn(200), async (ctx) => ({ ...(await joined(ctx, 'end')), body: { stars: 4, comment: 'Bagus' } }), 'an accepted participant after the end'),
  row('PUT', '/coaching-clinics/[id]/rating', { anonymous: 401, user: 403, agent: 403, admin: 403 }, async (ctx) => ({ ...(await id(ctx, { status: 'end' })), body: { stars: 4, comment: 'Bagus' } }), 'not a participant'),
  row('GET', '/coaching-clinics/[id]/ratings', runs(200), async (ctx) => {
    const clinic = await clinicFor(ctx, { status: 'end' });
    await addParticipant(ctx.db, clinic, ctx.cast.otherUser.id, { ratingStars: 5, ratingComment: 'Mantap', ratedAt: new Date() });
    return { params: { id: clinic } };
  }),
];

