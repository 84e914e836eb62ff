import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import liveHandler from '@/pages/api/zoom/meetings';
import adminHandler from '@/pages/api/zoom/admin/meetings';
import deleteHandler from '@/pages/api/zoom/admin/meetings/[id]';
import { coachingClinics, webinarSeries } from '@/server/db/schema';
import { listLiveMeetings } from '@/server/meetings/live-meetings';
import type { LiveMeetingView, MeetingPage, MeetingView } from '@/utils/schemas/meetings';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { addParticipant, insertClinic } from '../helpers/coaching-fixtures';
import { createUser } from '../helpers/fixtures';
import { expectFieldError, knowledgeCast, refusals, type ErrorBody, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { registerUser, insertWebinar } from '../helpers/webinar-fixtures';
import { useZoomSandbox } from '../helpers/zoom-sandbox';

// docs/community.md section 5: the Zoom meeting routes.
const ctx = useApiContext();
const zoom = useZoomSandbox();
let cast: KnowledgeCast;
beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
});

const TOMORROW = new Date(Date.now() + 86_400_000).toISOString();
const create = (body: unknown, user: SessionUser | null = cast.admin) => ctx.api.call<MeetingView & ErrorBody>(adminHandler, { method: 'POST', body, user });
const noHostSecrets = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toContain('start_url');
  expect(text).not.toContain('password');
  expect(text).not.toContain('zak=');
};

describe('GET /zoom/meetings', () => {
  it("shows staff the agency's own meetings live now, with topic, start and join link only; a civil servant none of them", async () => {
    for (const user of [cast.agent, cast.admin]) {
      const res = await ctx.api.call<LiveMeetingView[]>(liveHandler, { user });
      expect(res.status).toBe(200);
      expect(res.body.map((m) => m.topic)).toEqual(['Klinik Konsultasi Pensiun', 'Pendampingan Penyusunan SKP']);
      expect(Object.keys(res.body[0]).sort()).toEqual(['duration', 'id', 'join_url', 'start_time', 'topic']);
      noHostSecrets(res.body);
    }
    for (const user of [cast.user, cast.other]) expect((await ctx.api.call<LiveMeetingView[]>(liveHandler, { user })).body).toEqual([]);
    expect((await ctx.api.call(liveHandler, { user: null })).status).toBe(401);
  });

  it('answers from a copy for 30 seconds, then asks Zoom again', async () => {
    const first = await listLiveMeetings();
    const calls = zoom.sandbox.stats().calls;
    const [upcoming] = (await ctx.api.call<MeetingPage>(adminHandler, { path: '/?type=upcoming', user: cast.admin })).body.meetings;
    zoom.sandbox.setMeetingStatus(upcoming.id, 'started');
    const cached = await listLiveMeetings();
    expect(cached).toEqual(first);
    expect(zoom.sandbox.stats().calls - calls).toBe(1); // the admin's list only
    const later = await listLiveMeetings({ now: Date.now() + 31_000 });
    expect(later.map((m) => m.id)).toContain(upcoming.id);
    zoom.sandbox.setMeetingStatus(upcoming.id, 'waiting');
  });
});

// Issue 30 (HIGH): a meeting that belongs to a clinic or a webinar follows that object's rule.
describe("GET /zoom/meetings: a clinic's or a webinar's meeting", () => {
  const HOUR = 3_600_000;
  const topics = async (user: SessionUser) => (await ctx.api.call<LiveMeetingView[]>(liveHandler, { user })).body.map((m) => m.topic);
  let clinicMeeting: LiveMeetingView;
  let webinarMeeting: LiveMeetingView;
  let consultant: SessionUser;
  beforeAll(async () => {
    [clinicMeeting, webinarMeeting] = await listLiveMeetings();
    consultant = await createUser(ctx.db, { role: 'agent' });
  });
  afterEach(async () => {
    await ctx.db.delete(coachingClinics);
    await ctx.db.delete(webinarSeries);
  });

  it('a private clinic: its accepted participants, its consultant and admins while live; no one else, staff included', async () => {
    const id = await insertClinic(ctx.db, { consultantId: consultant.id, isPrivate: true, status: 'live', meetingId: String(clinicMeeting.id), meetingLink: clinicMeeting.join_url });
    await addParticipant(ctx.db, id, cast.user.id);
    await addParticipant(ctx.db, id, cast.other.id, { request: 'pending' });
    for (const user of [cast.user, consultant, cast.admin]) expect(await topics(user)).toContain(clinicMeeting.topic);
    for (const user of [cast.other, cast.agent]) expect(await topics(user)).not.toContain(clinicMeeting.topic);
    await ctx.db.update(coachingClinics).set({ status: 'end' }).where(eq(coachingClinics.id, id));
    for (const user of [cast.user, consultant]) expect(await topics(user)).not.toContain(clinicMeeting.topic);
  });

  it('a clinic known by its link only is matched by the meeting number in it', async () => {
    const id = await insertClinic(ctx.db, { consultantId: consultant.id, status: 'live', meetingId: null, meetingLink: clinicMeeting.join_url });
    await addParticipant(ctx.db, id, cast.user.id);
    expect(await topics(cast.user)).toContain(clinicMeeting.topic);
    expect(await topics(cast.agent)).not.toContain(clinicMeeting.topic);
  });

  it('a webinar: admins, and registered participants while it runs; not other staff', async () => {
    const id = await insertWebinar(ctx.db, { meetingLink: webinarMeeting.join_url, startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR) });
    await registerUser(ctx.db, id, cast.user.id);
    for (const user of [cast.user, cast.admin]) expect(await topics(user)).toContain(webinarMeeting.topic);
    for (const user of [cast.other, cast.agent]) expect(await topics(user)).not.toContain(webinarMeeting.topic);
    await ctx.db.update(webinarSeries).set({ startsAt: new Date(Date.now() + 5 * HOUR), endsAt: new Date(Date.now() + 6 * HOUR) }).where(eq(webinarSeries.id, id));
    expect(await topics(cast.user)).not.toContain(webinarMeeting.topic);
    expect(await topics(cast.admin)).toContain(webinarMeeting.topic);
  });
});

describe('/zoom/admin/meetings: manage-meetings only', () => {
  it.each(refusals(() => cast))('refuses %s on every method', async (_who, who, status) => {
    const user = who();
    expect((await ctx.api.call(adminHandler, { user })).status).toBe(status);
    expect((await create({ topic: 'X', type: 1 }, user)).status).toBe(status);
    expect((await ctx.api.call(deleteHandler, { method: 'DELETE', params: { id: '85010000001' }, user })).status).toBe(status);
    expect(zoom.sandbox.meeting(85010000001)).not.toBeNull();
  });

  it("lists Zoom's meetings by kind, a page at a time", async () => {
    const res = await ctx.api.call<MeetingPage>(adminHandler, { path: '/?type=scheduled&page_size=2', user: cast.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page_size: 2, total_records: expect.any(Number), next_page_token: expect.any(String) });
    expect(res.body.meetings).toHaveLength(2);
    noHostSecrets(res.body);
    const next = await ctx.api.call<MeetingPage>(adminHandler, { path: `/?type=scheduled&page_size=2&next_page_token=${res.body.next_page_token}`, user: cast.admin });
    expect(next.body.meetings.map((m) => m.id)).not.toContain(res.body.meetings[0].id);
    expect((await ctx.api.call(adminHandler, { path: '/?type=past', user: cast.admin })).status).toBe(400);
  });

  it('creates the four types; 2 and 8 need start_time, 8 needs recurrence, other types are 400', async () => {
    const before = zoom.sandbox.stats().meetings;
    await expectFieldError(ctx.api, adminHandler, { method: 'POST', body: { topic: 'X', type: 4 }, user: cast.admin }, 'type');
    await expectFieldError(ctx.api, adminHandler, { method: 'POST', body: { topic: 'X', type: 2 }, user: cast.admin }, 'start_time');
    await expectFieldError(ctx.api, adminHandler, { method: 'POST', body: { topic: 'X', type: 8, start_time: TOMORROW }, user: cast.admin }, 'recurrence');
    await expectFieldError(ctx.api, adminHandler, { method: 'POST', body: { topic: 'X', type: 2, start_time: TOMORROW, recurrence: { type: 1 } }, user: cast.admin }, 'recurrence');
    expect(zoom.sandbox.stats().meetings).toBe(before);

    const instant = await create({ topic: 'Rapat Instan', type: 1 });
    expect(instant.status).toBe(201);
    expect(instant.body).toMatchObject({ topic: 'Rapat Instan', type: 1, status: 'waiting' });
    noHostSecrets(instant.body);
    const scheduled = await create({ topic: 'Rapat Terjadwal', type: 2, start_time: TOMORROW, duration: 30, agenda: 'Agenda' });
    expect(scheduled.body).toMatchObject({ type: 2, start_time: `${TOMORROW.slice(0, 19)}Z`, duration: 30, agenda: 'Agenda' });
    expect((await create({ topic: 'Tanpa waktu', type: 3 })).body).toMatchObject({ type: 3, start_time: null });
    const recurring = await create({ topic: 'Mingguan', type: 8, start_time: TOMORROW, recurrence: { type: 2, end_times: 4 } });
    expect(recurring.body).toMatchObject({ type: 8, recurrence: { type: 2, repeat_interval: 1, end_times: 4 } });
    expect(zoom.sandbox.stats().meetings).toBe(before + 4);
  });

  it('deletes a meeting (204); an unknown one is 404, a malformed id 400', async () => {
    const made = await create({ topic: 'Hapus saya', type: 1 });
    const del = (id: string) => ctx.api.call<ErrorBody>(deleteHandler, { method: 'DELETE', params: { id }, user: cast.admin });
    expect((await del(String(made.body.id))).status).toBe(204);
    expect(zoom.sandbox.meeting(made.body.id)).toBeNull();
    const again = await del(String(made.body.id));
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Rapat Zoom tidak ditemukan');
    expect((await del('12x')).status).toBe(400);
  });

  it('answers 502 ZOOM_ERROR in Indonesian when Zoom fails', async () => {
    zoom.sandbox.setFaults({ status: 503, pathPrefix: '/v2/', times: 1 });
    const res = await create({ topic: 'X', type: 1 });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('ZOOM_ERROR');
    expect(res.body.message).toContain('Zoom sedang tidak dapat dihubungi');
  });
});
