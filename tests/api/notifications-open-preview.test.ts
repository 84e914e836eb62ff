import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import handler from '@/pages/api/notifications';
import itemHandler from '@/pages/api/notifications/[id]';
import { notifications } from '@/server/db/schema';
import type { NotificationPage } from '@/utils/schemas/tickets';
import type { SessionUser } from '@/utils/session-user';
import { createUser } from '../helpers/fixtures';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

let me: SessionUser;
let other: SessionUser;

async function notify(to: SessionUser, content: string | null = null) {
  const [row] = await ctx.db.insert(notifications).values({ toUserId: to.id, fromUserId: other.id, type: 'comment_created', title: 'Komentar baru', content }).returning();
  return row;
}

beforeAll(async () => {
  me = await createUser(ctx.db);
  other = await createUser(ctx.db, { role: 'agent' });
});

const open = (id: number, user: SessionUser | null = me) => ctx.api.call<{ id: number; read_at: string }>(itemHandler, { method: 'PATCH', params: { id: String(id) }, user });
const readAt = async (id: number) => (await ctx.db.select().from(notifications).where(eq(notifications.id, id)))[0].readAt;

describe('PATCH /api/notifications/{id}: opening one marks it read', () => {
  it('marks my own notification read and keeps the first read time', async () => {
    const n = await notify(me);
    const first = await open(n.id);
    expect(first.status).toBe(200);
    expect(first.body.read_at).toBe((await readAt(n.id))?.toISOString());
    const again = await open(n.id);
    expect(again.body.read_at).toBe(first.body.read_at);
  });

  it("answers 404 for someone else's or a missing one and leaves theirs unread", async () => {
    const theirs = await notify(other);
    expect((await open(theirs.id)).status).toBe(404);
    expect(await readAt(theirs.id)).toBeNull();
    expect((await open(2_000_000_000)).status).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await open(1, null)).status).toBe(401);
  });
});

describe('GET /api/notifications: plain-text previews', () => {
  it('sends a preview without markdown or HTML, and no raw content', async () => {
    const n = await notify(me, '**Berkas** sudah <b>diverifikasi</b>, lihat [di sini](/helpdesk/tickets/1) <img src=x onerror=alert(1)>');
    const res = await ctx.api.call<NotificationPage>(handler, { path: '/notifications?limit=50', user: me });
    const row = res.body.data.find((x) => x.id === n.id);
    expect(row).toMatchObject({ preview: 'Berkas sudah diverifikasi, lihat di sini' });
    expect(row).not.toHaveProperty('content');
  });
});
