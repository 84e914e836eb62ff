import { beforeAll, describe, expect, it } from 'vitest';
import handler from '@/pages/api/notifications';
import itemHandler from '@/pages/api/notifications/[id]';
import { notifications } from '@/server/db/schema';
import type { NotificationPage } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { insertTicket } from '../helpers/ticket-fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let me: SessionUser;
let other: SessionUser;
let ticketId: number;

async function notify(to: SessionUser, title: string, { read = false, secondsAgo = 0 } = {}) {
  const [row] = await ctx.db
    .insert(notifications)
    .values({ toUserId: to.id, fromUserId: other.id, type: 'status_changed', ticketId, title, readAt: read ? new Date() : null, createdAt: new Date(Date.now() - secondsAgo * 1000) })
    .returning();
  return row;
}

beforeAll(async () => {
  me = await createUser(ctx.db);
  other = await createUser(ctx.db, { role: 'agent' });
  ticketId = (await insertTicket(ctx.db, { requester: me })).id;
  await notify(me, 'Satu', { secondsAgo: 30 });
  await notify(me, 'Dua', { secondsAgo: 20, read: true });
  await notify(me, 'Tiga', { secondsAgo: 10 });
  await notify(other, 'Milik orang lain');
});

const list = (qs = '', user: SessionUser | null = me) => ctx.api.call<NotificationPage>(handler, { path: `/notifications${qs}`, user });

describe('GET /api/notifications', () => {
  it('lists my own notifications newest first with the sender and unread count', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.data.map((n) => n.title)).toEqual(['Tiga', 'Dua', 'Satu']);
    expect(res.body).toMatchObject({ total: 3, unread: 2, page: 1, limit: 20 });
    expect(res.body.data[0]).toMatchObject({ type: 'status_changed', ticket_id: ticketId, from_user: { id: other.id, current_role: 'agent' }, read_at: null });
    expect(res.body.data[1].read_at).not.toBeNull();
  });

  it('filters unread ones and paginates', async () => {
    expect((await list('?unread=true')).body.data.map((n) => n.title)).toEqual(['Tiga', 'Satu']);
    const page2 = await list('?limit=2&page=2');
    expect(page2.body.data.map((n) => n.title)).toEqual(['Satu']);
    expect(page2.body).toMatchObject({ total: 3, unread: 2 });
  });

  it('answers 401 without a session and 400 for a bad flag', async () => {
    expect((await list('', null)).status).toBe(401);
    expect((await list('?unread=maybe')).status).toBe(400);
  });
});

describe('PUT /api/notifications and DELETE /api/notifications/{id}', () => {
  it('marks all of mine as read, leaving others alone', async () => {
    const user = await createUser(ctx.db);
    await notify(user, 'A');
    await notify(user, 'B');
    const res = await ctx.api.call<{ updated: number }>(handler, { method: 'PUT', user });
    expect(res).toMatchObject({ status: 200, body: { updated: 2 } });
    expect((await ctx.api.call<{ updated: number }>(handler, { method: 'PUT', user })).body).toEqual({ updated: 0 });
    expect((await list('', user)).body.unread).toBe(0);
    expect((await list('', other)).body.unread).toBe(1);
  });

  it("deletes my own notification (204) and answers 404 for someone else's or a missing one", async () => {
    const user = await createUser(ctx.db);
    const mine = await notify(user, 'Hapus saya');
    const theirs = await notify(other, 'Jangan dihapus');
    const del = (id: number) => ctx.api.call<{ message: string }>(itemHandler, { method: 'DELETE', params: { id: String(id) }, user });
    const refused = await del(theirs.id);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Notifikasi tidak ditemukan');
    expect((await del(mine.id)).status).toBe(204);
    expect((await del(mine.id)).status).toBe(404);
    expect((await list('', user)).body.total).toBe(0);
    expect((await ctx.api.call(itemHandler, { method: 'DELETE', params: { id: 'x' }, user })).status).toBe(400);
  });
});
