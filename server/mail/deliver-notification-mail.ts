import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { notificationMails, notifications, users } from '@/server/db/schema';
import { notificationKind } from '@/utils/rules/notification-kinds';
import { DIGEST_KIND, isUnsubscribeKind, type UnsubscribeKind } from '@/utils/rules/notification-channel';
import { renderDigestMail } from './render-digest-mail';
import { renderNotificationMail, type RenderedMail } from './render-notification-mail';
import { unsubscribeLinks } from './unsubscribe-links';
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
    .select({ state: notificationMails.state, userId: notificationMails.userId, kind: notificationMails.kind, digestItems: notificationMails.digestItems, email: users.email, name: users.name, username: users.username, notification: notifications })
    .from(notificationMails)
    .innerJoin(users, eq(users.id, notificationMails.userId))
    .leftJoin(notifications, eq(notifications.id, notificationMails.notificationId))
    .where(eq(notificationMails.id, attempt.mailId));
  if (!row || row.state === 'sent' || row.state === 'failed' || !row.email) return 'skipped';
  const name = row.name?.trim() || row.username;
  // Rows queued before kinds were stored carry none: the kind their notification was mailed for then.
  const kind: UnsubscribeKind = row.digestItems ? DIGEST_KIND : row.kind && isUnsubscribeKind(row.kind) ? row.kind : (row.notification && notificationKind(row.notification.type, { ticketId: row.notification.ticketId, ownTicket: true })) || 'ticket_activity';
  const links = unsubscribeLinks(row.userId, kind);
  let mail: RenderedMail;
  if (row.digestItems) {
    // The person may have deleted some since; a digest with nothing left is not sent.
    const items = row.digestItems.length ? await db.select().from(notifications).where(inArray(notifications.id, row.digestItems)).orderBy(asc(notifications.id)) : [];
    if (items.length === 0) {
      await db.update(notificationMails).set({ state: 'failed', error: 'digest: nothing left to send' }).where(eq(notificationMails.id, attempt.mailId));
      return 'skipped';
    }
    mail = renderDigestMail(items, name, links.pageUrl);
  } else if (row.notification) mail = renderNotificationMail(row.notification, name, links.pageUrl);
  else return 'skipped';
  const headers = { ...links.headers, ...(row.notification ? { 'X-Notification-Id': String(row.notification.id) } : {}), 'Auto-Submitted': 'auto-generated' };
  try {
    const { messageId } = await sendMail({ to: row.email, subject: mail.subject, html: mail.html, text: mail.text, headers });
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
