import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import itemHandler from '@/pages/api/coaching-clinics/[id]';
import participantsHandler from '@/pages/api/coaching-clinics/[id]/participants';
import answerHandler from '@/pages/api/coaching-clinics/[id]/participants/[userId]';
import rateHandler from '@/pages/api/coaching-clinics/[id]/rating';
import ratingsHandler from '@/pages/api/coaching-clinics/[id]/ratings';
import { coachingClinics } from '@/server/db/schema';
import type { ClinicDetail, ClinicParticipantView, ClinicRatings, CoachingStatus } from '@/utils/schemas/coaching';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { addParticipant, insertClinic } from '../helpers/coaching-fixtures';
import { createUser } from '../helpers/fixtures';
import type { ErrorBody } from '../helpers/knowledge-fixtures';

// docs/community.md section 5: joining, answering requests, the meeting link and ratings.
const ctx = useApiContext();
let consultant: SessionUser;
let otherAgent: SessionUser;
let admin: SessionUser;
let people: SessionUser[];
beforeAll(async () => {
  consultant = await createUser(ctx.db, { role: 'agent' });
  otherAgent = await createUser(ctx.db, { role: 'agent' });
  admin = await createUser(ctx.db, { role: 'admin' });
  people = await Promise.all([0, 1, 2, 3].map(() => createUser(ctx.db, { role: 'user' })));
});

const p = (id: number) => ({ id: String(id) });
const clinic = (seed: Partial<typeof coachingClinics.$inferInsert> = {}) => insertClinic(ctx.db, { consultantId: consultant.id, ...seed });
const join = (id: number, user: SessionUser | null) => ctx.api.call<ClinicDetail & ErrorBody>(participantsHandler, { method: 'POST', params: p(id), user });
const leave = (id: number, user: SessionUser) => ctx.api.call<ErrorBody>(participantsHandler, { method: 'DELETE', params: p(id), user });
const detail = (id: number, user: SessionUser) => ctx.api.call<ClinicDetail & ErrorBody>(itemHandler, { params: p(id), user });
const answer = (id: number, userId: number, request: string, user: SessionUser = consultant) =>
  ctx.api.call<ClinicParticipantView & ErrorBody>(answerHandler, { method: 'PATCH', params: { id: String(id), userId: String(userId) }, body: { request }, user });
const setStatus = (id: number, status: CoachingStatus) => ctx.db.update(coachingClinics).set({ status }).where(eq(coachingClinics.id, id));
const rate = (id: number, user: SessionUser, body: unknown = { stars: 5, comment: 'Sangat membantu' }) => ctx.api.call<ClinicDetail & ErrorBody>(rateHandler, { method: 'PUT', params: p(id), body, user });

describe('POST /coaching-clinics/{id}/participants', () => {
  it('accepts at once in an open clinic while there is room, then 409 full', async () => {
    const id = await clinic({ capacity: 2 });
    expect((await join(id, people[0])).body).toMatchObject({ my_request: 'accepted', participants_count: 1 });
    expect((await join(id, otherAgent)).status).toBe(201);
    const full = await join(id, people[1]);
    expect(full.status).toBe(409);
    expect(full.body.message).toContain('penuh');
    expect((await join(id, null)).status).toBe(401);
  });

  it('refuses with 409 one who already asked, an ended clinic and one’s own', async () => {
    const id = await clinic();
    expect((await join(id, people[0])).status).toBe(201);
    expect((await join(id, people[0])).status).toBe(409);
    expect((await join(id, consultant)).status).toBe(409);
    await setStatus(id, 'end');
    expect((await join(id, people[1])).status).toBe(409);
    expect((await join(999_999, people[1])).status).toBe(404);
  });

  it('keeps a private clinic’s request pending until the consultant answers; accepting past the capacity is 409', async () => {
    const id = await clinic({ isPrivate: true, capacity: 1 });
    expect((await join(id, people[0])).body).toMatchObject({ my_request: 'pending', participants_count: 0 });
    expect((await join(id, people[1])).body.my_request).toBe('pending');
    expect((await answer(id, people[0].id, 'accepted', otherAgent)).status).toBe(403);
    expect((await answer(id, people[0].id, 'accepted', people[2])).status).toBe(403);
    expect((await answer(id, people[0].id, 'accepted')).body).toMatchObject({ user_id: people[0].id, request: 'accepted', employee_number: people[0].employee_number });
    expect((await answer(id, people[1].id, 'accepted', admin)).status).toBe(409);
    expect((await answer(id, people[1].id, 'refused')).body.request).toBe('refused');
    expect((await answer(id, people[3].id, 'accepted')).status).toBe(404);
    expect((await answer(id, people[1].id, 'maybe')).status).toBe(400);
    expect((await detail(id, people[1])).body.my_request).toBe('refused');
  });

  it('lists the requests with name and NIP to the consultant and admins only', async () => {
    const id = await clinic({ isPrivate: true });
    await join(id, people[0]);
    await join(id, people[1]);
    const list = (user: SessionUser) => ctx.api.call<ClinicParticipantView[]>(participantsHandler, { params: p(id), user });
    const res = await list(consultant);
    expect(res.body.map((r) => [r.user_id, r.request, r.employee_number])).toEqual([
      [people[0].id, 'pending', people[0].employee_number],
      [people[1].id, 'pending', people[1].employee_number],
    ]);
    expect((await list(admin)).status).toBe(200);
    expect((await list(otherAgent)).status).toBe(403);
    expect((await list(people[0])).status).toBe(403);
  });
});

describe('DELETE /coaching-clinics/{id}/participants', () => {
  it('lets a participant leave before the start only', async () => {
    const id = await clinic();
    await join(id, people[0]);
    await join(id, people[1]);
    expect((await leave(id, people[0])).status).toBe(204);
    expect((await leave(id, people[0])).status).toBe(409);
    await setStatus(id, 'live');
    expect((await leave(id, people[1])).status).toBe(409);
  });
});

describe('meeting_link', () => {
  it('is given only while live, to accepted participants and to whoever runs the clinic', async () => {
    const id = await clinic({ isPrivate: true });
    await addParticipant(ctx.db, id, people[0].id);
    await addParticipant(ctx.db, id, people[1].id, { request: 'pending' });
    await addParticipant(ctx.db, id, people[2].id, { request: 'refused' });
    const links = async () =>
      Promise.all([consultant, admin, people[0], people[1], people[2], people[3], otherAgent].map(async (u) => (await detail(id, u)).body.meeting_link));
    expect(await links()).toEqual([null, null, null, null, null, null, null]);
    await setStatus(id, 'live');
    const link = 'http://localhost:4040/j/85019999999?pwd=uji';
    expect(await links()).toEqual([link, link, link, null, null, null, null]);
    await setStatus(id, 'end');
    expect(await links()).toEqual([null, null, null, null, null, null, null]);
  });
});

describe('ratings', () => {
  it('lets each accepted participant rate once after the end; the consultant sees average, count and comments', async () => {
    const id = await clinic();
    await addParticipant(ctx.db, id, people[0].id);
    await addParticipant(ctx.db, id, people[1].id);
    await addParticipant(ctx.db, id, people[2].id, { request: 'pending' });
    expect((await rate(id, people[0])).status).toBe(409);
    await setStatus(id, 'end');
    expect((await detail(id, people[0])).body.may_rate).toBe(true);
    expect((await rate(id, people[2])).status).toBe(403);
    expect((await rate(id, people[3])).status).toBe(403);
    expect((await rate(id, consultant)).status).toBe(403);
    expect((await rate(id, people[0], { stars: 6, comment: 'x' })).status).toBe(400);
    const first = await rate(id, people[0]);
    expect(first.body).toMatchObject({ my_rating: { stars: 5, comment: 'Sangat membantu' }, may_rate: false });
    expect((await rate(id, people[0], { stars: 1, comment: 'Ubah' })).status).toBe(409);
    await rate(id, people[1], { stars: 2, comment: 'Kurang lama' });

    const ratings = (user: SessionUser) => ctx.api.call<ClinicRatings>(ratingsHandler, { params: p(id), user });
    const res = await ratings(consultant);
    expect(res.body).toMatchObject({ average: 3.5, count: 2 });
    expect(res.body.data.map((r) => [r.user_id, r.stars, r.comment])).toEqual([
      [people[0].id, 5, 'Sangat membantu'],
      [people[1].id, 2, 'Kurang lama'],
    ]);
    expect((await ratings(admin)).status).toBe(200);
    expect((await ratings(otherAgent)).status).toBe(403);
    expect((await ratings(people[0])).status).toBe(403);
  });

  it('has no average before anyone rates', async () => {
    const id = await clinic({ status: 'end' });
    expect((await ctx.api.call<ClinicRatings>(ratingsHandler, { params: p(id), user: consultant })).body).toEqual({ average: null, count: 0, data: [] });
  });
});
