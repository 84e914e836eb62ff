import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import listHandler from '@/pages/api/webinars';
import itemHandler from '@/pages/api/webinars/[id]';
import registrationHandler from '@/pages/api/webinars/[id]/registration';
import participantsHandler from '@/pages/api/webinars/[id]/participants';
import { employees, users } from '@/server/db/schema';
import type { Paginated } from '@/utils/schemas/common';
import type { ParticipantView, WebinarDetail, WebinarView } from '@/utils/schemas/webinars';
import { createUser } from '../helpers/fixtures';
import { expectFieldError, knowledgeCast, refusals, type ErrorBody, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { insertWebinar, registerUser } from '../helpers/webinar-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();
let cast: KnowledgeCast;
const ids: Record<string, number> = {};
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const params = (name: string) => ({ id: String(ids[name]) });

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
  ids.open = await insertWebinar(ctx.db, { title: 'Manajemen ASN Terbuka' });
  ids.closed = await insertWebinar(ctx.db, { title: 'Pendaftaran Tutup', registrationOpen: false });
  ids.draft = await insertWebinar(ctx.db, { title: 'Draf Rahasia', status: 'draft' });
  ids.public = await insertWebinar(ctx.db, { title: 'Untuk Umum', allowedGroups: ['GOOGLE'] });
  ids.started = await insertWebinar(ctx.db, { title: 'Sudah Mulai', startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR) });
});

describe('GET /webinars', () => {
  it('hides drafts from everyone but admins, and tells each person whether they may register', async () => {
    const mine = await ctx.api.call<Paginated<WebinarView>>(listHandler, { path: '/?limit=100', user: cast.user });
    expect(mine.status).toBe(200);
    const titles = mine.body.data.map((w) => w.title);
    expect(titles).not.toContain('Draf Rahasia');
    expect(mine.body.data.find((w) => w.id === ids.open)).toMatchObject({ registered: false, may_register: true });
    expect(mine.body.data.find((w) => w.id === ids.public)?.may_register).toBe(false);
    expect(mine.body.data.find((w) => w.id === ids.closed)?.may_register).toBe(false);
    // A non-admin asking for drafts gets none, not an error.
    expect((await ctx.api.call<Paginated<WebinarView>>(listHandler, { path: '/?status=draft', user: cast.user })).body.total).toBe(0);

    const all = await ctx.api.call<Paginated<WebinarView>>(listHandler, { path: '/?status=draft', user: cast.admin });
    expect(all.body.data.map((w) => w.title)).toEqual(['Draf Rahasia']);
    expect((await ctx.api.call(listHandler, { user: null })).status).toBe(401);
  });

  it('searches titles with the user\'s % taken literally', async () => {
    const found = await ctx.api.call<Paginated<WebinarView>>(listHandler, { path: '/?search=terbuka', user: cast.user });
    expect(found.body.data.map((w) => w.id)).toEqual([ids.open]);
    expect((await ctx.api.call<Paginated<WebinarView>>(listHandler, { path: '/?search=%25', user: cast.user })).body.total).toBe(0);
  });
});

describe('GET /webinars/{id}', () => {
  it('answers a draft with 404 to non-admins and hides the meeting link from non-participants', async () => {
    expect((await ctx.api.call(itemHandler, { params: params('draft'), user: cast.user })).status).toBe(404);
    expect((await ctx.api.call(itemHandler, { params: params('draft'), user: cast.agent })).status).toBe(404);
    expect((await ctx.api.call(itemHandler, { params: params('draft'), user: cast.admin })).status).toBe(200);
    const started = await ctx.api.call<WebinarDetail>(itemHandler, { params: params('started'), user: cast.user });
    expect(started.body).toMatchObject({ meeting_link: null, attendance_open: true, progress: null });
  });

  it('gives a participant the meeting link only while the series runs', async () => {
    const person = await createUser(ctx.db);
    await registerUser(ctx.db, ids.started, person.id);
    await registerUser(ctx.db, ids.open, person.id);
    const live = await ctx.api.call<WebinarDetail>(itemHandler, { params: params('started'), user: person });
    expect(live.body.meeting_link).toBe('https://zoom.example.test/j/1');
    expect(live.body.progress).toMatchObject({ attended: false, certificate_ready: false, missing: ['attendance', 'posttest', 'survey'] });
    const later = await ctx.api.call<WebinarDetail>(itemHandler, { params: params('open'), user: person });
    expect(later.body).toMatchObject({ meeting_link: null, attendance_open: false, registered: true, may_register: false });
  });
});

describe('writing series', () => {
  const valid = () => ({ title: 'Baru', description: '**Materi** <script>x</script>', allowed_groups: ['MASTER', 'PTPK'], training_hours: 3, starts_at: at(48), ends_at: at(50) });

  it.each(refusals(() => cast))('refuses %s', async (_who, who, status) => {
    const user = who();
    expect((await ctx.api.call(listHandler, { method: 'POST', body: valid(), user })).status).toBe(status);
    expect((await ctx.api.call(itemHandler, { method: 'PATCH', params: params('open'), body: { title: 'X' }, user })).status).toBe(status);
    expect((await ctx.api.call(itemHandler, { method: 'DELETE', params: params('open'), user })).status).toBe(status);
  });

  it('creates a draft with sanitized description, edits, publishes and deletes', async () => {
    const created = await ctx.api.call<WebinarDetail>(listHandler, { method: 'POST', body: valid(), user: cast.admin });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', registration_open: false, allowed_groups: ['MASTER', 'PTPK'], training_hours: 3 });
    expect(created.body.description_html).toContain('<strong>Materi</strong>');
    expect(created.body.description_html).not.toContain('<script');
    const id = { id: String(created.body.id) };
    const edited = await ctx.api.call<WebinarDetail>(itemHandler, { method: 'PATCH', params: id, body: { status: 'published', registration_open: true }, user: cast.admin });
    expect(edited.body).toMatchObject({ status: 'published', registration_open: true, title: 'Baru' });
    expect((await ctx.api.call(itemHandler, { method: 'DELETE', params: id, user: cast.admin })).status).toBe(204);
    expect((await ctx.api.call(itemHandler, { params: id, user: cast.admin })).status).toBe(404);
  });

  it('refuses an end before the start, also against the stored start (400, never a 500)', async () => {
    await expectFieldError(ctx.api, listHandler, { method: 'POST', body: { ...valid(), ends_at: at(47) }, user: cast.admin }, 'ends_at');
    await expectFieldError(ctx.api, itemHandler, { method: 'PATCH', params: params('open'), body: { ends_at: at(-100) }, user: cast.admin }, 'ends_at');
    await expectFieldError(ctx.api, listHandler, { method: 'POST', body: { ...valid(), allowed_groups: [] }, user: cast.admin }, 'allowed_groups');
    await expectFieldError(ctx.api, listHandler, { method: 'POST', body: { ...valid(), meeting_link: 'javascript:alert(1)' }, user: cast.admin }, 'meeting_link');
  });
});

describe('registration', () => {
  const call = (name: string, user: KnowledgeCast['user'], method = 'POST') => ctx.api.call<ErrorBody & WebinarDetail>(registrationHandler, { method, params: params(name), user });

  it('registers once (409 after), and cancels before the start', async () => {
    const person = await createUser(ctx.db);
    const first = await call('open', person);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ registered: true, participants_count: expect.any(Number) });
    expect((await call('open', person)).status).toBe(409);
    expect((await call('open', person, 'DELETE')).status).toBe(204);
    expect((await call('open', person, 'DELETE')).status).toBe(409);
    expect((await call('open', person)).status).toBe(201);
  });

  it('refuses a group the series does not allow with 403 WEBINAR_GROUP', async () => {
    const refused = await call('public', cast.user);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('WEBINAR_GROUP');
    const guest = await createUser(ctx.db, { group: 'GOOGLE' });
    expect((await call('public', guest)).status).toBe(201);
  });

  it('answers 409 when registration is closed and 404 for a draft', async () => {
    const closed = await call('closed', cast.user);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/ditutup/);
    expect((await call('draft', cast.user)).status).toBe(404);
    expect((await call('open', null as never)).status).toBe(401);
  });

  it('refuses to cancel once the series has started', async () => {
    const person = await createUser(ctx.db);
    await registerUser(ctx.db, ids.started, person.id);
    expect((await call('started', person, 'DELETE')).status).toBe(409);
  });
});

describe('GET /webinars/{id}/participants', () => {
  it('lists group, username, NIP and name with titles for admins only', async () => {
    const ptpk = await createUser(ctx.db, { group: 'PTPK' });
    await registerUser(ctx.db, ids.closed, ptpk.id);
    for (const [, who, status] of refusals(() => cast)) {
      expect((await ctx.api.call(participantsHandler, { params: params('closed'), user: who() })).status).toBe(status);
    }
    const list = await ctx.api.call<Paginated<ParticipantView>>(participantsHandler, { params: params('closed'), user: cast.admin });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        user_id: ptpk.id,
        group: 'PTPK',
        username: ptpk.username,
        employee_number: ptpk.employee_number,
        name: ptpk.name,
        info: { gelar_depan: null, gelar_belakang: null, username: ptpk.username, employee_number: ptpk.employee_number },
        attended_at: null,
        pretest_score: null,
      }),
    ]);
    const none = await ctx.api.call<Paginated<ParticipantView>>(participantsHandler, { path: '/?search=tidak-ada', params: params('closed'), user: cast.admin });
    expect(none.body.total).toBe(0);
  });

  it("writes a civil servant's name with titles: as on the issued certificate, else as BKD's employee list has it", async () => {
    const webinar = await insertWebinar(ctx.db, { title: 'Nama bergelar' });
    const listed = await createUser(ctx.db);
    const certified = await createUser(ctx.db);
    await ctx.db.update(users).set({ name: 'Sari Dewi', employeeNumber: '199202022020122001' }).where(eq(users.id, listed.id));
    await ctx.db.insert(employees).values({ nip: '199202022020122001', nama: 'Dr. Sari Dewi, S.Psi.', jenisPegawai: 'PNS', data: {} });
    await registerUser(ctx.db, webinar, listed.id);
    await registerUser(ctx.db, webinar, certified.id, { certificateNumber: `9${webinar}/WEB/BKD/2026`, certificateName: 'Dimas Pratama, S.T.' });
    const list = await ctx.api.call<Paginated<ParticipantView>>(participantsHandler, { params: { id: String(webinar) }, user: cast.admin });
    expect(list.body.data.map((p) => p.name)).toEqual(['Dr. Sari Dewi, S.Psi.', 'Dimas Pratama, S.T.']);
  });
});
