import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '@/server/db/client';
import { notificationMails } from '@/server/db/schema';

/** The pg-boss queue of notification mails (its own retry policy: server/jobs/boss.ts). */
export const MAIL_QUEUE = 'notification-mails';
/** Outbox rows handed to the queue per round. */
const BATCH = 200;

export interface MailJob {
  mailId: number;
}

/** A UUID fixed by the outbox key: pg-boss keeps one job per id, so a second hand-over adds nothing. */
export function mailJobId(key: string): string {
  const h = createHash('sha1').update(`notification-mail:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

/**
 * Hands the pending outbox rows to the job queue (docs/notifications.md, E-mail section 2), oldest
 * first; runs in the job worker, never in a request. Returns how many were handed over.
 */
export async function dispatchNotificationMails(db: Database, boss: PgBoss): Promise<number> {
  const pending = await db
    .select({ id: notificationMails.id, key: notificationMails.key })
    .from(notificationMails)
    .where(eq(notificationMails.state, 'pending'))
    .orderBy(asc(notificationMails.id))
    .limit(BATCH);
  if (pending.length === 0) return 0;
  // One insert for the batch; the queue's retry policy applies, and a job id already there is skipped.
  await boss.insert(pending.map((mail) => ({ name: MAIL_QUEUE, id: mailJobId(mail.key), data: { mailId: mail.id } satisfies MailJob })));
  // Only rows still pending: a quick worker may already have sent one.
  await db
    .update(notificationMails)
    .set({ state: 'queued' })
    .where(and(inArray(notificationMails.id, pending.map((m) => m.id)), eq(notificationMails.state, 'pending')));
  return pending.length;
}
