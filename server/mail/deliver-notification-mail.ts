import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { notificationMails, notifications, users } from '@/server/db/schema';
import { renderNotificationMail } from './render-notification-mail';
import { MailSendError, sendMail } from './transport';

export interface MailAttempt {
  /** notification_mails.id */
  mailId: number;
  /** pg-boss's count of earlier tries and its limit: the last try records a failure for good. */
  retryCount: number;
  retryLimit: number;
}

/**
 * Sends one outbox mail (docs/notifications.md, E-mail section 2). A mail already sent is not sent
 * again (a second job for the same key does nothing). A failure is recorded on the row; it throws
 * for pg-boss to retry unless the server refused for good or the tries are used up. The
 * notification itself is never touched.
 */
export async function deliverNotificationMail(db: Database, attempt: MailAttempt): Promise<'sent' | 'skipped' | 'failed'> {
  const [row] = await db
    .select({ state: notificationMails.state, email: users.email, name: users.name, username: users.username, notification: notifications })
    .from(notificationMails)
    .innerJoin(users, eq(users.id, notificationMails.userId))
    .innerJoin(notifications, eq(notifications.id, notificationMails.notificationId))
    .where(eq(notificationMails.id, attempt.mailId));
  if (!row || row.state === 'sent' || row.state === 'failed' || !row.email) return 'skipped';
  const mail = renderNotificationMail(row.notification, row.name?.trim() || row.username);
  try {
    const { messageId } = await sendMail({ to: row.email, subject: mail.subject, html: mail.html, text: mail.text, headers: { 'X-Notification-Id': String(row.notification.id), 'Auto-Submitted': 'auto-generated' } });
    await db
      .update(notificationMails)
      .set({ state: 'sent', messageId, sentAt: new Date(), error: null, attempts: sql`${notificationMails.attempts} + 1` })
      .where(eq(notificationMails.id, attempt.mailId));
    return 'sent';
  } catch (error) {
    const permanent = error instanceof MailSendError && error.permanent;
    const last = permanent || attempt.retryCount >= attempt.retryLimit;
    await db
      .update(notificationMails)
      .set({ state: last ? 'failed' : 'queued', error: error instanceof Error ? error.message.slice(0, 500) : String(error), attempts: sql`${notificationMails.attempts} + 1` })
      .where(eq(notificationMails.id, attempt.mailId));
    if (last) return 'failed';
    throw error;
  }
}
