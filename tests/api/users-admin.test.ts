import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import searchHandler from '@/pages/api/users/search/[term]';
import infoHandler from '@/pages/api/users/[id]/info';
import userHandler from '@/pages/api/users/[id]';
import { ticketComments, users } from '@/server/db/schema';
import type { UserSummary } from '@/utils/schemas/common';
import type { UserInfo } from '@/utils/schemas/knowledge';
import type { UserListItem } from '@/utils/schemas/users';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { expectFieldError, historyTexts, knowledgeCast, refusals, type ErrorBody, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { insertComment, insertTicket } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: KnowledgeCast;

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
});

const roleOf = async (id: number) => (await ctx.db.select({ role: users.currentRole }).from(users).where(eq(users.id, id)))[0].role;
const patchRole = (id: number, role: string, user: SessionUser | null = cast.admin) => ctx.api.call<UserListItem & ErrorBody>(userHandler, { method: 'PATCH', params: { id: String(id) }, body: { role }, user });

describe('GET /api/users/search/{term}', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.api.call(searchHandler, { params: { term: 'a' }, user: null })).status).toBe(401);
  });

  it('finds people by name, username or NIP for anyone signed in, summary fields only, exact username first', async () => {
    const target = await createUser(ctx.db, { username: 'pemilih' });
    await createUser(ctx.db, { username: 'pemilih-dua' });
    const res = await ctx.api.call<UserSummary[]>(searchHandler, { params: { term: 'PEMILIH' }, user: cast.user });
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({ id: target.id, name: target.name, username: 'pemilih', image: null, current_role: 'user' });
    expect(res.body.map((u) => u.username)).toEqual(['pemilih', 'pemilih-dua']);
  });

  it('matches a NIP only whole: no enumeration by digits', async () => {
    const target = await createUser(ctx.db, { username: 'bernip' });
    await ctx.db.update(users).set({ employeeNumber: '197001012000031001', name: 'Bagus Wicaksono' }).where(eq(users.id, target.id));
    const search = async (term: string) => (await ctx.api.call<UserSummary[]>(searchHandler, { params: { term }, user: cast.user })).body.map((u) => u.id);
    expect(await search('197001012000031001')).toEqual([target.id]);
    expect(await search('1970010120')).toEqual([]);
    expect(await search('031001')).toEqual([]);
  });

  it('matches names and usernames by the start of a word, not by any part', async () => {
    const target = await createUser(ctx.db, { username: 'wicak' });
    await ctx.db.update(users).set({ name: 'Lestari Wicaksana' }).where(eq(users.id, target.id));
    const search = async (term: string) => (await ctx.api.call<UserSummary[]>(searchHandler, { params: { term }, user: cast.user })).body.map((u) => u.id);
    expect(await search('Lestari')).toContain(target.id);
    expect(await search('wicaksa')).toContain(target.id);
    expect(await search('caksana')).not.toContain(target.id);
  });

  it('answers at most 20 people', async () => {
    for (let i = 0; i < 22; i += 1) await createUser(ctx.db, { username: `banyak-${i}` });
    expect((await ctx.api.call<UserSummary[]>(searchHandler, { params: { term: 'banyak' }, user: cast.user })).body).toHaveLength(20);
    expect((await ctx.api.call<UserSummary[]>(searchHandler, { path: '/?limit=3', params: { term: 'banyak' }, user: cast.user })).body).toHaveLength(3);
    await expectFieldError(ctx.api, searchHandler, { path: '/?limit=21', params: { term: 'banyak' }, user: cast.user }, 'limit');
  });
});

describe('GET /api/users/{id}/info', () => {
  it('answers 401 without a session and 404 for an unknown id', async () => {
    expect((await ctx.api.call(infoHandler, { params: { id: String(cast.user.id) }, user: null })).status).toBe(401);
    expect((await ctx.api.call(infoHandler, { params: { id: '999999' }, user: cast.user })).status).toBe(404);
  });

  it('counts the tickets asked and the answers given', async () => {
    const asker = await createUser(ctx.db);
    const first = await insertTicket(ctx.db, { requester: asker });
    await insertTicket(ctx.db, { requester: asker });
    const answer = await insertComment(ctx.db, first, cast.agent);
    await insertComment(ctx.db, first, cast.agent);
    await ctx.db.update(ticketComments).set({ isAnswer: true }).where(eq(ticketComments.id, answer.id));

    const askerInfo = await ctx.api.call<UserInfo>(infoHandler, { params: { id: String(asker.id) }, user: cast.admin });
    expect(askerInfo.body).toMatchObject({ id: asker.id, username: asker.username, group: 'MASTER', current_role: 'user', total_tickets: 2, total_answers: 0 });
    const agentInfo = await ctx.api.call<UserInfo>(infoHandler, { params: { id: String(cast.agent.id) }, user: cast.admin });
    expect(agentInfo.body).toMatchObject({ total_tickets: 0, total_answers: 1 });
    const ownInfo = await ctx.api.call<UserInfo>(infoHandler, { params: { id: String(asker.id) }, user: asker });
    expect(ownInfo.body).toMatchObject({ total_tickets: 2 });
  });

  it('counts for a plain user only what that user could see: published tickets and answers on them', async () => {
    const asker = await createUser(ctx.db);
    const answerer = await createUser(ctx.db, { role: 'agent' });
    const hidden = await insertTicket(ctx.db, { requester: asker });
    const shown = await insertTicket(ctx.db, { requester: asker, published: true });
    const answers = [await insertComment(ctx.db, hidden, answerer), await insertComment(ctx.db, shown, answerer)];
    for (const answer of answers) await ctx.db.update(ticketComments).set({ isAnswer: true }).where(eq(ticketComments.id, answer.id));

    const info = async (id: number, user: SessionUser) => (await ctx.api.call<UserInfo>(infoHandler, { params: { id: String(id) }, user })).body;
    expect(await info(asker.id, cast.other)).toMatchObject({ total_tickets: 1 });
    expect(await info(answerer.id, cast.other)).toMatchObject({ total_answers: 1 });
    expect(await info(asker.id, cast.agent)).toMatchObject({ total_tickets: 2 });
    expect(await info(answerer.id, cast.agent)).toMatchObject({ total_answers: 2 });
  });
});

describe('PATCH /api/users/{id}', () => {
  it.each(refusals(() => cast))('refuses %s', async (_who, who, status) => {
    expect((await patchRole(cast.other.id, 'agent', who())).status).toBe(status);
    expect(await roleOf(cast.other.id)).toBe('user');
  });

  it('answers 400 for an unknown role and 404 for an unknown user', async () => {
    await expectFieldError(ctx.api, userHandler, { method: 'PATCH', params: { id: String(cast.other.id) }, body: { role: 'root' }, user: cast.admin }, 'role');
    expect((await patchRole(999999, 'agent')).status).toBe(404);
  });

  it('changes the role and writes the target history; the same role again writes nothing', async () => {
    const target = await createUser(ctx.db);
    const res = await patchRole(target.id, 'agent');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: target.id, current_role: 'agent' });
    expect(await historyTexts(ctx.db, target.id)).toEqual([`Peran Anda diubah menjadi Agen oleh ${cast.admin.name}`]);
    await patchRole(target.id, 'agent');
    expect(await historyTexts(ctx.db, target.id)).toHaveLength(1);
    expect(await historyTexts(ctx.db, cast.admin.id)).toEqual([]);
  });

  it('never removes the last admin, not even when two admins demote each other at once', async () => {
    const db = ctx.db;
    await db.update(users).set({ currentRole: 'user' }).where(eq(users.currentRole, 'admin'));
    await db.update(users).set({ currentRole: 'admin' }).where(eq(users.id, cast.admin.id));
    const self = await patchRole(cast.admin.id, 'user');
    expect(self.status).toBe(409);
    expect(self.body.message).toMatch(/Admin terakhir/);

    const second = await createUser(db, { role: 'admin' });
    const results = await Promise.all([patchRole(second.id, 'user'), patchRole(cast.admin.id, 'agent', second)]);
    // One wins. The other is refused: 409 when both passed the session check before the admin rows
    // were locked, 403 when the winner demoted its actor first (a demotion counts from the next request).
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await db.select({ id: users.id }).from(users).where(eq(users.currentRole, 'admin'));
    expect(admins).toHaveLength(1);
  });
});
