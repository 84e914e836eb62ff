import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import ownHandler from '@/pages/api/profiles';
import publicHandler from '@/pages/api/profiles/[id]';
import { ticketComments } from '@/server/db/schema';
import type { OwnProfile, PublicProfile } from '@/utils/schemas/knowledge';
import { expectFieldError, historyTexts, knowledgeCast, type KnowledgeCast } from '../helpers/knowledge-fixtures';
import { insertComment, insertTicket } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let cast: KnowledgeCast;

beforeAll(async () => {
  cast = await knowledgeCast(ctx.db);
});

const patch = (body: Record<string, unknown>, user = cast.user) => ctx.api.call<OwnProfile>(ownHandler, { method: 'PATCH', body, user });

describe('/api/profiles (own)', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.api.call(ownHandler, { user: null })).status).toBe(401);
    expect((await ctx.api.call(ownHandler, { method: 'PATCH', body: { bio: 'x' }, user: null })).status).toBe(401);
  });

  it('starts empty, is created by the first edit, keeps fields not sent and clears with an empty string', async () => {
    const empty = await ctx.api.call<OwnProfile>(ownHandler, { user: cast.user });
    expect(empty.body).toMatchObject({ bio: null, phone: null, position: null, updated_at: null, user: { id: cast.user.id, username: cast.user.username } });
    expect((await patch({ bio: 'Guru SMK', phone: '+62 812-3456-7890' })).body).toMatchObject({ bio: 'Guru SMK', phone: '+62 812-3456-7890', position: null });
    expect((await patch({ position: 'Guru Ahli Pertama' })).body).toMatchObject({ bio: 'Guru SMK', position: 'Guru Ahli Pertama' });
    expect((await patch({ bio: '' })).body.bio).toBeNull();
    expect(await historyTexts(ctx.db, cast.user.id)).toEqual(Array(3).fill('Anda memperbarui profil'));
  });

  it.each([
    ['a phone with letters', { phone: 'telepon saya' }, 'phone'],
    ['a bio over 1000 characters', { bio: 'x'.repeat(1001) }, 'bio'],
  ])('answers 400 for %s', async (_n, body, field) => {
    await expectFieldError(ctx.api, ownHandler, { method: 'PATCH', body, user: cast.user }, field);
  });

  it('answers 400 for an empty PATCH', async () => {
    expect((await patch({})).status).toBe(400);
  });
});

describe('GET /api/profiles/{id} (public)', () => {
  it('answers 401 without a session and 404 for an unknown user', async () => {
    expect((await ctx.api.call(publicHandler, { params: { id: String(cast.user.id) }, user: null })).status).toBe(401);
    expect((await ctx.api.call(publicHandler, { params: { id: '999999' }, user: cast.user })).status).toBe(404);
  });

  it('shows no phone, only published tickets and accepted answers on published tickets', async () => {
    await patch({ bio: 'Petugas helpdesk', phone: '0812345678', position: 'Analis SDM' }, cast.agent);
    const published = await insertTicket(ctx.db, { requester: cast.agent, published: true, title: 'Tiket terbit' });
    await insertTicket(ctx.db, { requester: cast.agent, title: 'Tiket pribadi' });
    const othersPublished = await insertTicket(ctx.db, { requester: cast.user, published: true });
    const othersPrivate = await insertTicket(ctx.db, { requester: cast.user });
    const accepted = await insertComment(ctx.db, othersPublished, cast.agent, 'Jawaban terbit');
    const hidden = await insertComment(ctx.db, othersPrivate, cast.agent, 'Jawaban tersembunyi');
    await insertComment(ctx.db, othersPublished, cast.agent, 'Bukan jawaban');
    for (const c of [accepted, hidden]) await ctx.db.update(ticketComments).set({ isAnswer: true }).where(eq(ticketComments.id, c.id));

    const res = await ctx.api.call<PublicProfile>(publicHandler, { params: { id: String(cast.agent.id) }, user: cast.other });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: cast.agent.id, bio: 'Petugas helpdesk', position: 'Analis SDM', current_role: 'agent', group: 'MASTER' });
    expect(JSON.stringify(res.body)).not.toContain('0812345678');
    expect(res.body.tickets.map((t) => [t.id, t.status.code])).toEqual([[published.id, 'DIAJUKAN']]);
    expect(res.body.answers.map((a) => [a.id, a.ticket_id])).toEqual([[accepted.id, othersPublished.id]]);
  });

  it('answers at most 10 tickets, newest first', async () => {
    const person = cast.other;
    for (let i = 0; i < 12; i += 1) await insertTicket(ctx.db, { requester: person, published: true, createdAt: new Date(Date.now() - i * 60_000) });
    const res = await ctx.api.call<PublicProfile>(publicHandler, { params: { id: String(person.id) }, user: cast.user });
    expect(res.body.tickets).toHaveLength(10);
    const times = res.body.tickets.map((t) => Date.parse(t.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
