import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import listHandler from '@/pages/api/coaching-clinics';
import itemHandler from '@/pages/api/coaching-clinics/[id]';
import statusHandler from '@/pages/api/coaching-clinics/[id]/status';
import { coachingClinics } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { ClinicDetail, ClinicView } from '@/utils/schemas/coaching';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { addParticipant, insertClinic } from '../helpers/coaching-fixtures';
import { createUser } from '../helpers/fixtures';
import { expectFieldError, knowledgeCast, type ErrorBody, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { useZoomSandbox } from '../helpers/zoom-sandbox';

// docs/community.md section 5: scheduling, listing, editing, deleting coaching clinics and their status.
const ctx = useApiContext();
const zoom = useZoomSandbox();
let cast: KnowledgeCast;
let otherAgent: SessionUser;
beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
  otherAgent = await createUser(ctx.db, { role: 'agent' });
});

const p = (id: number) => ({ id: String(id) });
const NEW = { title: 'Klinik SKP', description: 'Membahas **SKP**', date: '2026-12-10', start_time: '09:00', end_time: '10:30', capacity: 3 };
const schedule = (body: unknown, user: SessionUser | null) => ctx.api.call<ClinicDetail & ErrorBody>(listHandler, { method: 'POST', body, user });
const clinicCount = async () => (await ctx.db.select({ id: coachingClinics.id }).from(coachingClinics)).length;

describe('POST /coaching-clinics', () => {
  it('lets agents and admins schedule; it makes a scheduled Zoom meeting (type 2) at the clinic hours', async () => {
    const res = await schedule(NEW, cast.agent);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Klinik SKP', status: 'upcoming', capacity: 3, is_private: false, consultant: { id: cast.agent.id }, participants_count: 0, can_run: true, meeting_link: null });
    expect(res.body.description_html).toContain('<strong>SKP</strong>');
    const [row] = await ctx.db.select().from(coachingClinics).where(eq(coachingClinics.id, res.body.id));
    const meeting = zoom.sandbox.meeting(row.meetingId ?? '');
    expect(meeting).toMatchObject({ type: 2, topic: 'Klinik SKP', start_time: '2026-12-10T02:00:00Z', duration: 90, timezone: 'Asia/Jakarta' });
    expect(row.meetingLink).toBe(meeting?.join_url);
    expect((await schedule(NEW, cast.admin)).status).toBe(201);
  });

  it('refuses users (403) and visitors (401), and checks the hours', async () => {
    expect((await schedule(NEW, cast.user)).status).toBe(403);
    expect((await schedule(NEW, null)).status).toBe(401);
    await expectFieldError(ctx.api, listHandler, { method: 'POST', body: { ...NEW, end_time: '08:00' }, user: cast.agent }, 'end_time');
    await expectFieldError(ctx.api, listHandler, { method: 'POST', body: { ...NEW, date: '10-12-2026' }, user: cast.agent }, 'date');
    await expectFieldError(ctx.api, listHandler, { method: 'POST', body: { ...NEW, capacity: 0 }, user: cast.agent }, 'capacity');
  });

  it.each([
    ['Zoom answers 500', { status: 500, pathPrefix: '/v2/' }],
    ['Zoom gives no token', { status: 500, pathPrefix: '/oauth/' }],
  ])('stores nothing when %s (502 ZOOM_ERROR)', async (_name, fault) => {
    const before = { clinics: await clinicCount(), meetings: zoom.sandbox.stats().meetings };
    zoom.sandbox.setFaults({ ...fault, times: 1 });
    zoom.sandbox.expireTokens(); // a token is fetched, so a fault of the token call is met
    const res = await schedule(NEW, cast.agent);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'ZOOM_ERROR', message: expect.stringContaining('Zoom') });
    expect(await clinicCount()).toBe(before.clinics);
    expect(zoom.sandbox.stats().meetings).toBe(before.meetings);
  });

  it('stores no clinic when Zoom is too slow (504 ZOOM_TIMEOUT)', async () => {
    const before = await clinicCount();
    zoom.sandbox.setFaults({ latencyMs: 2500, pathPrefix: '/v2/', times: 1 });
    const res = await schedule(NEW, cast.agent);
    expect(res.status).toBe(504);
    expect(res.body.code).toBe('ZOOM_TIMEOUT');
    expect(await clinicCount()).toBe(before);
  });
});

describe('GET /coaching-clinics', () => {
  it('lists open clinics and private ones only to who runs or joined them, with counts and my request', async () => {
    const open = await insertClinic(ctx.db, { consultantId: otherAgent.id, title: 'Terbuka' });
    const hidden = await insertClinic(ctx.db, { consultantId: otherAgent.id, title: 'Tertutup', isPrivate: true });
    const joined = await insertClinic(ctx.db, { consultantId: otherAgent.id, title: 'Tertutup diikuti', isPrivate: true });
    await addParticipant(ctx.db, joined, cast.user.id, { request: 'pending' });
    await addParticipant(ctx.db, open, cast.other.id);
    const ids = async (user: SessionUser, query = '') => {
      const res = await ctx.api.call<Paginated<ClinicView>>(listHandler, { path: `/?limit=100${query}`, user });
      return new Map(res.body.data.map((c) => [c.id, c]));
    };
    const mine = await ids(cast.user);
    expect(mine.has(open) && mine.has(joined) && !mine.has(hidden)).toBe(true);
    expect(mine.get(joined)?.my_request).toBe('pending');
    expect(mine.get(open)).toMatchObject({ participants_count: 1, my_request: null, can_run: false });
    expect(JSON.stringify([...mine.values()])).not.toContain('/j/');
    expect((await ids(otherAgent)).has(hidden)).toBe(true);
    expect((await ids(cast.admin)).has(hidden)).toBe(true);
    expect((await ids(cast.agent)).has(hidden)).toBe(false);
    expect([...(await ids(cast.user, '&mine=true')).keys()]).toEqual([joined]);
    expect([...(await ids(cast.user, '&status=end')).keys()]).toEqual([]);
    expect((await ctx.api.call(listHandler, { user: null })).status).toBe(401);
  });
});

describe('PATCH and DELETE /coaching-clinics/{id}', () => {
  it('lets the consultant and admins edit while upcoming; another agent and users get 403', async () => {
    const id = await insertClinic(ctx.db, { consultantId: cast.agent.id });
    const patch = (user: SessionUser, body: unknown = { title: 'Judul baru' }) => ctx.api.call<ClinicDetail & ErrorBody>(itemHandler, { method: 'PATCH', params: p(id), body, user });
    expect((await patch(otherAgent)).status).toBe(403);
    expect((await patch(cast.user)).status).toBe(403);
    expect((await patch(cast.agent)).body.title).toBe('Judul baru');
    expect((await patch(cast.admin, { capacity: 9 })).body.capacity).toBe(9);
    expect((await patch(cast.agent, { start_time: '11:00' })).status).toBe(400);
    await ctx.db.update(coachingClinics).set({ status: 'live' }).where(eq(coachingClinics.id, id));
    expect((await patch(cast.agent)).status).toBe(409);
  });

  it('removes the Zoom meeting with the clinic; a Zoom failure keeps both', async () => {
    const made = await schedule({ ...NEW, title: 'Akan dihapus' }, cast.agent);
    const [row] = await ctx.db.select().from(coachingClinics).where(eq(coachingClinics.id, made.body.id));
    const del = (user: SessionUser) => ctx.api.call<ErrorBody>(itemHandler, { method: 'DELETE', params: p(made.body.id), user });
    expect((await del(otherAgent)).status).toBe(403);
    expect((await del(cast.user)).status).toBe(403);
    zoom.sandbox.setFaults({ status: 500, pathPrefix: '/v2/meetings/', times: 1 });
    expect((await del(cast.agent)).status).toBe(502);
    expect(zoom.sandbox.meeting(row.meetingId ?? '')).not.toBeNull();
    expect((await ctx.api.call(itemHandler, { params: p(made.body.id), user: cast.agent })).status).toBe(200);
    expect((await del(cast.agent)).status).toBe(204);
    expect(zoom.sandbox.meeting(row.meetingId ?? '')).toBeNull();
    expect((await ctx.api.call(itemHandler, { params: p(made.body.id), user: cast.agent })).status).toBe(404);
    // A meeting Zoom no longer has does not keep a clinic.
    const gone = await insertClinic(ctx.db, { consultantId: cast.agent.id, meetingId: '99999999999' });
    expect((await ctx.api.call(itemHandler, { method: 'DELETE', params: p(gone), user: cast.admin })).status).toBe(204);
  });
});

describe('PATCH /coaching-clinics/{id}/status', () => {
  it('moves upcoming -> live -> end only; back, skip or repeat is 409', async () => {
    const id = await insertClinic(ctx.db, { consultantId: cast.agent.id });
    const move = (status: string, user: SessionUser = cast.agent) => ctx.api.call<ClinicDetail & ErrorBody>(statusHandler, { method: 'PATCH', params: p(id), body: { status }, user });
    expect((await move('end')).status).toBe(409);
    expect((await move('upcoming')).status).toBe(409);
    expect((await move('live', otherAgent)).status).toBe(403);
    expect((await move('live', cast.user)).status).toBe(403);
    const live = await move('live');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ status: 'live', meeting_link: expect.stringContaining('/j/') });
    expect((await move('live')).status).toBe(409);
    expect((await move('upcoming')).status).toBe(409);
    expect((await move('end', cast.admin)).body.status).toBe('end');
    expect((await move('live')).status).toBe(409);
    expect((await move('paused')).status).toBe(400);
  });
});
