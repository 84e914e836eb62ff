import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationMails, notificationPreferences, notificationSettings, notifications } from '@/server/db/schema';
import { notifyUsers } from '@/server/notifications/notify-users';
import { queueDigests, wibClock } from '@/server/notifications/queue-digests';
import type { SessionUser } from '@/utils/session-user';
import { createTicketCast } from '../helpers/comment-fixtures';
import { useApiContext } from '../helpers/api-context';
import { eventually, giveEmail, outboxOf, useMailWorker } from '../helpers/mail-fixtures';
import { mailsTo, useMailSandbox } from '../helpers/mail-sandbox';

// Channels on the direct notifications (notifyUsers) and the daily digest (docs/notifications.md,
// Preferences, digest and unsubscribe): one digest a day with everything since the last one.
const ctx = useApiContext();
const mail = useMailSandbox();
const mailWorker = useMailWorker();

let me: SessionUser;
let other: SessionUser;
let email: string;

// 10:30 WIB on a fixed day, and the next day.
const TODAY = new Date('2026-03-02T03:30:00Z');
const TOMORROW = new Date('2026-03-03T03:30:00Z');

beforeAll(async () => {
  ({ requester: me, otherUser: other } = await createTicketCast(ctx.db));
  email = await giveEmail(ctx.db, me);
});
beforeEach(async () => {
  mail.sandbox.clear();
  await ctx.db.delete(notificationPreferences);
  await ctx.db.delete(notificationSettings);
  await ctx.db.delete(notificationMails);
});

const notify = (type: string, title: string, link = '/feed/1') =>
  ctx.db.transaction((tx) => notifyUsers(tx, { toUserIds: [me.id], fromUserId: other.id, type, link, title, content: `Isi ${title}` }));
const digestsOf = async () => (await outboxOf(ctx.db, me)).filter((r) => r.kind === 'digest');

async function deliverAll() {
  await mailWorker.worker.mail.dispatch();
  await eventually(async () => (await outboxOf(ctx.db, me)).every((r) => r.state === 'sent' || r.state === 'digest'));
}

describe('direct notifications by channel', () => {
  it('mails an email kind once, keeps a digest kind for the digest, writes nothing for off', async () => {
    await notify('loan_status', 'Pinjaman disetujui', '/layanan-keuangan/pengajuan/1');
    await notify('post_liked', 'Kiriman Anda disukai');
    await ctx.db.insert(notificationPreferences).values({ userId: me.id, kind: 'private_message', channel: 'off' });
    expect(await notify('private_message', 'Pesan baru', '/mail')).toBe(0);
    expect((await ctx.db.select().from(notifications).where(eq(notifications.toUserId, me.id))).map((n) => n.title)).not.toContain('Pesan baru');
    expect((await outboxOf(ctx.db, me)).map((r) => [r.kind, r.state]).sort()).toEqual([
      ['community', 'digest'],
      ['loan', 'pending'],
    ]);
    await deliverAll();
    const received = await mailsTo(mail.sandbox, email);
    expect(received.map((m) => m.subject)).toEqual(['[Helpdesk ASN] Pinjaman disetujui']);
  });
});

describe('daily digest', () => {
  it('sends one digest with both items at the hour, never a second that day, and nothing when nothing happened', async () => {
    expect(await queueDigests(ctx.db, TODAY)).toBe(0);
    await notify('post_liked', 'Kiriman Anda disukai');
    await notify('post_commented', 'Komentar baru pada kiriman Anda');
    await ctx.db.insert(notificationSettings).values({ userId: me.id, digestHour: 11 });
    expect(await queueDigests(ctx.db, TODAY)).toBe(0); // 10.30 WIB: not yet
    await ctx.db.update(notificationSettings).set({ digestHour: 10 });
    expect(await queueDigests(ctx.db, TODAY)).toBe(1);
    expect(await queueDigests(ctx.db, TODAY)).toBe(0);
    const [digest] = await digestsOf();
    expect(digest.key).toBe(`digest:${me.id}:2026-03-02`);
    await deliverAll();
    const received = await mailsTo(mail.sandbox, email);
    expect(received).toHaveLength(1);
    expect(received[0].subject).toBe('[Helpdesk ASN] Ringkasan harian: 2 notifikasi');
    expect(received[0].text).toContain('Kiriman Anda disukai');
    expect(received[0].text).toContain('Komentar baru pada kiriman Anda');
    expect(received[0].text).toContain('http://localhost:3000/helpdesk/feed/1');
    expect(received[0].headers['list-unsubscribe']).toMatch(new RegExp(`unsubscribe\\?token=${me.id}\\.digest\\.`));
    expect(received[0].headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Later the same day: it waits for tomorrow's digest.
    await notify('post_liked', 'Kiriman lain disukai');
    expect(await queueDigests(ctx.db, TODAY)).toBe(0);
    expect(await queueDigests(ctx.db, TOMORROW)).toBe(1);
    expect(await queueDigests(ctx.db, TOMORROW)).toBe(0);
    await deliverAll();
    const next = (await mailsTo(mail.sandbox, email)).filter((m) => m.subject.includes('1 notifikasi'));
    expect(next).toHaveLength(1);
    expect(next[0].text).toContain('Kiriman lain disukai');
    expect(next[0].text).not.toContain('Komentar baru pada kiriman Anda');
  });

  it('uses 07.00 WIB when no hour was chosen', async () => {
    await notify('post_liked', 'Disukai pagi');
    expect(await queueDigests(ctx.db, new Date('2026-03-02T23:59:00Z'))).toBe(0); // 06.59 WIB
    expect(await queueDigests(ctx.db, new Date('2026-03-03T00:00:00Z'))).toBe(1); // 07.00 WIB
  });

  it('reads the day and hour in WIB', () => {
    expect(wibClock(new Date('2026-03-02T17:30:00Z'))).toEqual({ day: '2026-03-03', hour: 0 });
  });
});
